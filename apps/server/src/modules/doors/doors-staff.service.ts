import type {
  ListDoorOpeningsQuery,
  ListDoorOpeningsResponse,
  ListStaffDoorsResponse,
  StaffDoor,
  UpdateStaffDoorBody,
} from '@school/domain/doors/contracts/staff-doors';
import type { DoorKey, GeoPoint } from '@school/domain/doors/doors';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { type DoorRow, doors } from '../../db/schema/index.ts';
import { changeOnVersion, rowVersion } from '../staff/staff-changes.ts';
import { listOpenings, lockDoor, updateDoor } from './doors.repository.ts';
import { doorRows } from './doors.service.ts';

/** Amministrazione keeps the doors' positions (on the version read, audited) and reads the door log. */

function toStaffDoor(row: DoorRow): StaffDoor {
  return {
    key: row.key as DoorKey,
    latitude: row.latitude,
    longitude: row.longitude,
    updatedAt: row.updatedAt.toISOString(),
    version: rowVersion(doors, row),
  };
}

export async function listStaffDoors(
  db: Db,
  positions: Record<DoorKey, GeoPoint>,
): Promise<ListStaffDoorsResponse> {
  return { items: (await doorRows(db, positions)).map(toStaffDoor) };
}

/** PUT /api/staff/doors/:door */
export async function changeDoorPosition(
  db: Db,
  by: string,
  door: DoorKey,
  body: UpdateStaffDoorBody,
): Promise<StaffDoor> {
  const { version, ...position } = body;
  const changed = await changeOnVersion(
    db,
    { by, table: doors, lock: (tx) => lockDoor(tx, door), seen: version },
    (tx) => updateDoor(tx, door, position),
  );
  return toStaffDoor(changed);
}

/** GET /api/staff/doors/openings */
export async function listDoorOpenings(
  db: Db,
  query: ListDoorOpeningsQuery,
): Promise<ListDoorOpeningsResponse> {
  return pageAnswer(query, await listOpenings(db, query), ({ opening, person }) => ({
    id: opening.id,
    at: opening.createdAt.toISOString(),
    door: opening.door,
    outcome: opening.outcome,
    latitude: opening.latitude,
    longitude: opening.longitude,
    accuracy: opening.accuracy,
    distanceMetres: opening.distanceMetres,
    person,
  }));
}
