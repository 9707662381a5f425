import { DOOR_KEYS } from '@school/domain/doors/doors';
import { eq } from 'drizzle-orm';
import { DEFAULT_DOOR_POSITIONS } from '../../config/env.ts';
import type { DbOrTx } from '../client.ts';
import { doorOpenings, doors, users } from '../schema/index.ts';

/**
 * The doors at the school in Colorno and a door log with each outcome: Luca (studente, his course
 * opens doors) opened the gate and was once too far; the employee with "Apertura Porte" opened the
 * changing rooms, once while the door did not answer, once twice in a row.
 */
export async function seedDoorsDemo(tx: DbOrTx, people: { studentId: string; employeeId: string }) {
  await tx
    .insert(doors)
    .values(DOOR_KEYS.map((key) => ({ key, ...DEFAULT_DOOR_POSITIONS[key] })))
    .onConflictDoNothing();
  const gate = DEFAULT_DOOR_POSITIONS.Cancello;
  const room = DEFAULT_DOOR_POSITIONS.Spogliatoio;
  const inner = DEFAULT_DOOR_POSITIONS.SpogliatoioInterno;
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  /** A point `metres` north of `p` (1 m of latitude is 1/111,195.08 of a degree). */
  const north = (p: { latitude: number; longitude: number }, metres: number) => ({
    latitude: p.latitude + metres / 111_195.08,
    longitude: p.longitude,
  });
  await tx.insert(doorOpenings).values([
    {
      userId: people.studentId,
      door: 'Cancello',
      ...north(gate, 12),
      accuracy: 6,
      distanceMetres: 12,
      outcome: 'sent',
      createdAt: ago(50),
    },
    {
      userId: people.studentId,
      door: 'Cancello',
      ...north(gate, 140),
      accuracy: 9,
      distanceMetres: 140,
      outcome: 'tooFar',
      createdAt: ago(26),
    },
    {
      userId: people.studentId,
      door: 'Spogliatoio',
      ...north(room, 8),
      accuracy: 180,
      distanceMetres: 8,
      outcome: 'inaccurate',
      createdAt: ago(25.9),
    },
    {
      userId: people.studentId,
      door: 'Spogliatoio',
      ...north(room, 8),
      accuracy: 7,
      distanceMetres: 8,
      outcome: 'sent',
      createdAt: ago(25.8),
    },
    {
      userId: people.employeeId,
      door: 'SpogliatoioInterno',
      ...north(inner, 3),
      accuracy: 4,
      distanceMetres: 3,
      outcome: 'failed',
      createdAt: ago(5),
    },
    {
      userId: people.employeeId,
      door: 'SpogliatoioInterno',
      ...north(inner, 3),
      accuracy: 4,
      distanceMetres: 3,
      outcome: 'sent',
      createdAt: ago(4.99),
    },
    {
      userId: people.employeeId,
      door: 'SpogliatoioInterno',
      ...north(inner, 3),
      accuracy: 4,
      distanceMetres: 3,
      outcome: 'rateLimited',
      createdAt: ago(4.989),
    },
  ]);
}

/** The demo account's id by username (the doors' demo is seeded after the accounts). */
export async function demoUserId(tx: DbOrTx, username: string): Promise<string> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no demo user ${username}`);
  return row.id;
}
