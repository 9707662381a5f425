import type { ListDoorsResponse } from '@school/domain/doors/contracts/list-doors';
import type { OpenDoorBody, OpenDoorResponse } from '@school/domain/doors/contracts/open-door';
import {
  DOOR_ACCURACY_MAX_METRES,
  DOOR_KEYS,
  DOOR_OPEN_MIN_INTERVAL_MS,
  DOOR_OPENS_PER_HOUR,
  DOOR_RADIUS_METRES,
  type DoorKey,
  type DoorOutcome,
  distanceMetres,
  doorReach,
  type GeoPoint,
  isDoorKey,
  OFFICE_PROXIMITY_METRES,
} from '@school/domain/doors/doors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DoorRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { DoorController } from '../../platform/doors/door-controller.ts';
import {
  countRecentCommands,
  insertMissingDoors,
  insertOpening,
  listDoorRows,
  lockPersonsOpenings,
  setOpeningOutcome,
} from './doors.repository.ts';

/**
 * Opening a door from the phone (saveApriPorta). The server, not the phone, decides: it
 * recomputes the distance from the reported position to the door, refuses a reading too far or
 * too imprecise, counts the person's recent commands in the database (so the limit holds with any
 * number of instances) and records every request in the door log, refused ones too. The command
 * goes to the controller after the row is committed, outside any transaction; the row then says
 * whether it was sent or failed.
 */

export interface DoorsDeps {
  db: Db;
  positions: Record<DoorKey, GeoPoint>;
  controller: DoorController;
  log: FastifyBaseLogger;
}

const byDoorOrder = (a: DoorRow, b: DoorRow) =>
  DOOR_KEYS.indexOf(a.key as DoorKey) - DOOR_KEYS.indexOf(b.key as DoorKey);

/** The three doors, the missing ones first added at their configured positions. */
export async function doorRows(db: Db, positions: Record<DoorKey, GeoPoint>): Promise<DoorRow[]> {
  let rows = await listDoorRows(db);
  if (DOOR_KEYS.some((key) => !rows.some((r) => r.key === key))) {
    await insertMissingDoors(db, positions);
    rows = await listDoorRows(db);
  }
  return rows.filter((r) => isDoorKey(r.key)).sort(byDoorOrder);
}

/** GET /api/doors */
export async function listDoors(deps: Pick<DoorsDeps, 'db' | 'positions'>): Promise<ListDoorsResponse> {
  const rows = await doorRows(deps.db, deps.positions);
  return {
    radiusMetres: DOOR_RADIUS_METRES,
    accuracyMaxMetres: DOOR_ACCURACY_MAX_METRES,
    items: rows.map((r) => ({ key: r.key as DoorKey, latitude: r.latitude, longitude: r.longitude })),
  };
}

const REFUSALS = {
  tooFar: () => new AppError(403, 'doors.tooFar', 'Too far from the door'),
  inaccurate: () => new AppError(403, 'doors.inaccurate', 'The position is not accurate enough'),
  rateLimited: () => new AppError(429, 'doors.rateLimited', 'Too many door openings: wait and try again'),
} as const;

/** POST /api/doors/:door/open */
export async function openDoor(
  deps: DoorsDeps,
  userId: string,
  door: DoorKey,
  position: OpenDoorBody,
  now = new Date(),
): Promise<OpenDoorResponse> {
  const target = (await doorRows(deps.db, deps.positions)).find((r) => r.key === door);
  if (!target) throw notFound();
  const distance = distanceMetres(position, target);
  const reach = doorReach(distance, position.accuracy);

  // Decide and record in one short transaction, one request of this person at a time.
  const recorded = await deps.db.transaction(async (tx) => {
    await lockPersonsOpenings(tx, userId);
    let outcome: DoorOutcome = reach === 'open' ? 'pending' : reach;
    if (outcome === 'pending') {
      const recent = await countRecentCommands(tx, userId, door, {
        door: new Date(now.getTime() - DOOR_OPEN_MIN_INTERVAL_MS),
        any: new Date(now.getTime() - 60 * 60 * 1000),
      });
      if (recent.door > 0 || recent.any >= DOOR_OPENS_PER_HOUR) outcome = 'rateLimited';
    }
    const row = await insertOpening(tx, {
      userId,
      door,
      latitude: position.latitude,
      longitude: position.longitude,
      accuracy: position.accuracy,
      distanceMetres: distance,
      outcome,
    });
    return { id: row.id, outcome };
  });

  // "office proximity threshold 20 m (logged only)": in the log, never in the decision.
  deps.log.info(
    {
      door,
      requestedBy: userId,
      distanceMetres: Math.round(distance * 100) / 100,
      accuracy: position.accuracy,
      withinOfficeProximity: distance <= OFFICE_PROXIMITY_METRES,
      outcome: recorded.outcome,
    },
    'door opening request',
  );
  if (recorded.outcome !== 'pending') throw REFUSALS[recorded.outcome as keyof typeof REFUSALS]();

  // The command leaves after the commit, with no transaction or lock open.
  try {
    await deps.controller.open(door, userId);
  } catch (error) {
    await setOpeningOutcome(deps.db, recorded.id, 'failed');
    deps.log.warn({ door, controller: deps.controller.kind, err: error }, 'door command failed');
    throw new AppError(503, 'doors.controllerFailed', 'The door did not accept the command');
  }
  await setOpeningOutcome(deps.db, recorded.id, 'sent');
  return { door, distanceMetres: distance, outcome: 'sent' };
}
