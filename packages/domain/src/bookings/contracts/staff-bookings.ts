import { z } from 'zod';
import { isClockTime } from '../../shared/clock.ts';
import { ISO_DATE, isRealDate, plainString } from '../../shared/text.ts';
import { staffDate, versionField } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import { BOOKING_KINDS, ITEM_FIELD_MAX } from '../bookings.ts';
import { BookingItemSchema } from './items.ts';

/**
 * The bookings in the staff console (permission Prenotazioni, area `bookings`), under
 * /api/staff/bookings: the calendar items (create, change, copy, delete on the version read),
 * each item's bookings (list, CSV, sign-in sheet; book or cancel for a person, overriding the
 * window and the mandatory rule; mark attendance) and its waiting list; its endpoints are
 * `staffBookingsApi` in `staff-endpoints.ts`.
 */

const INVALID_TIME = 'bookings.invalidTime';
const INVALID_CAPACITY = 'bookings.invalidCapacity';

/** Optional text: trimmed, bounded, without control characters ('' when none). */
const optionalText = (max: number) => plainString().trim().max(max, { error: 'request.invalid' });
const requiredText = (max: number) =>
  plainString().trim().min(1, { error: 'candidate.required' }).max(max, { error: 'request.invalid' });
const clockTime = z.string({ error: INVALID_TIME }).trim().refine(isClockTime, { error: INVALID_TIME });
/** A wall-clock moment of the school, YYYY-MM-DDTHH:mm (a date-and-time picker's value). */
export const schoolMoment = z
  .string({ error: 'candidate.invalidDate' })
  .trim()
  .refine(
    (v) => {
      const [day, time] = v.split('T');
      return (
        day !== undefined &&
        time !== undefined &&
        ISO_DATE.test(day) &&
        isRealDate(day) &&
        day >= '2000-01-01' &&
        day <= '2100-12-31' &&
        isClockTime(time)
      );
    },
    { error: 'candidate.invalidDate' },
  );
const capacity = z
  .number({ error: INVALID_CAPACITY })
  .int({ error: INVALID_CAPACITY })
  .min(0, { error: INVALID_CAPACITY })
  .max(ITEM_FIELD_MAX.capacity, { error: INVALID_CAPACITY });

/** A link of an item: empty, or an https address. */
const itemLink = optionalText(ITEM_FIELD_MAX.link).refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), {
  error: 'bookings.invalidLink',
});

/** Every field of a calendar item (section 3 "Calendar item") as staff write it. */
const itemFields = {
  kind: z.enum(BOOKING_KINDS, { error: 'bookings.invalidKind' }),
  startsOn: staffDate,
  endsOn: staffDate.nullable(),
  startTime: clockTime.nullable(),
  endTime: clockTime.nullable(),
  /** Apertura_Prenotazioni__c, on the school's clock. */
  opensAt: schoolMoment,
  /** Chiusura_Prenotazioni__c, on the school's clock; null: the start date at 00:00. */
  closesAt: schoolMoment.nullable(),
  name: requiredText(ITEM_FIELD_MAX.name),
  place: optionalText(ITEM_FIELD_MAX.place),
  capacityMin: capacity,
  capacityMax: capacity.min(1, { error: INVALID_CAPACITY }),
  link: itemLink,
  description: optionalText(ITEM_FIELD_MAX.description),
  group: optionalText(ITEM_FIELD_MAX.group),
  isMandatory: z.boolean({ error: 'request.invalid' }),
  isRetake: z.boolean({ error: 'request.invalid' }),
  /** The course edition whose students see it; null: everyone who may book the kind. */
  productCode: optionalText(ITEM_FIELD_MAX.productCode)
    .nullable()
    .transform((v) => (v === '' ? null : v)),
};

type ItemFields = {
  startsOn: string;
  endsOn: string | null;
  startTime: string | null;
  endTime: string | null;
  opensAt: string;
  closesAt: string | null;
  capacityMin: number;
  capacityMax: number;
};

/** The rules between fields, each reported on the field to correct. */
function checkItem(item: ItemFields, ctx: z.RefinementCtx) {
  if (item.capacityMin > item.capacityMax) {
    ctx.addIssue({ code: 'custom', message: INVALID_CAPACITY, path: ['capacityMin'] });
  }
  if (item.endsOn !== null && item.endsOn < item.startsOn) {
    ctx.addIssue({ code: 'custom', message: 'bookings.endBeforeStart', path: ['endsOn'] });
  }
  if (
    item.startTime !== null &&
    item.endTime !== null &&
    (item.endsOn ?? item.startsOn) === item.startsOn &&
    item.endTime <= item.startTime
  ) {
    ctx.addIssue({ code: 'custom', message: 'bookings.endBeforeStart', path: ['endTime'] });
  }
  if (item.endTime !== null && item.startTime === null) {
    ctx.addIssue({ code: 'custom', message: INVALID_TIME, path: ['startTime'] });
  }
  if (item.closesAt !== null && item.closesAt <= item.opensAt) {
    ctx.addIssue({ code: 'custom', message: 'bookings.closesBeforeOpens', path: ['closesAt'] });
  }
}

export const CreateItemBodySchema = z.strictObject(itemFields).superRefine(checkItem);
export type CreateItemBody = z.infer<typeof CreateItemBodySchema>;

export const UpdateItemBodySchema = z
  .strictObject({ ...itemFields, version: versionField })
  .superRefine(checkItem);
export type UpdateItemBody = z.infer<typeof UpdateItemBodySchema>;

/** DELETE …/items/:id?version=… */
export const VersionQuerySchema = z.strictObject({ version: versionField });

/** GET …/items/:id/bookings.csv?lang=… — the CSV's language. */
export const CsvQuerySchema = z.strictObject({ lang: z.enum(['it', 'en']).default('it') });

/**
 * GET /api/staff/bookings/items — the items from a day (default: today) on, in order; `kind` one
 * kind; `search` a part of the name, place or group. Paged.
 */
export const ListStaffItemsQuerySchema = z.strictObject({
  kind: z.enum(BOOKING_KINDS, { error: 'bookings.invalidKind' }).optional(),
  from: staffDate.optional(),
  search: optionalFilter,
  ...staffPaging,
});
export type ListStaffItemsQuery = z.infer<typeof ListStaffItemsQuerySchema>;

/** An item as staff keep it: the person's view of it plus what only staff see. */
export const StaffItemSchema = BookingItemSchema.omit({ booking: true, waiting: true }).extend({
  /** The wall-clock values of the form (YYYY-MM-DDTHH:mm, the school's clock). */
  opensAtLocal: z.string(),
  closesAtLocal: z.string().nullable(),
  productCode: z.string().nullable(),
  booked: z.number().int(),
  held: z.number().int(),
  waiting: z.number().int(),
  version: z.string(),
});
export type StaffItem = z.infer<typeof StaffItemSchema>;

export const ListStaffItemsResponseSchema = staffPageOf(StaffItemSchema);
export type ListStaffItemsResponse = z.infer<typeof ListStaffItemsResponseSchema>;

export const ATTENDANCE_MARKS = ['present', 'absent'] as const;

/** One booking of an item, with its person. */
export const StaffBookingSchema = z.object({
  id: z.string(),
  person: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    registrationNumber: z.string().nullable(),
  }),
  createdAt: z.string(),
  /** Booked by staff for the person (their name), or null. */
  bookedBy: z.string().nullable(),
  attendance: z.enum(ATTENDANCE_MARKS).nullable(),
  version: z.string(),
});
export type StaffBooking = z.infer<typeof StaffBookingSchema>;

export const StaffWaitingSchema = z.object({
  id: z.string(),
  person: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  status: z.enum(['waiting', 'offered']),
  createdAt: z.string(),
  offerExpiresAt: z.string().nullable(),
});
export type StaffWaiting = z.infer<typeof StaffWaitingSchema>;

/** GET /api/staff/bookings/items/:id — the item, its bookings (by last name) and its waiting list (in turn). */
export const StaffItemDetailSchema = z.object({
  item: StaffItemSchema,
  bookings: z.array(StaffBookingSchema),
  waitingList: z.array(StaffWaitingSchema),
});
export type StaffItemDetail = z.infer<typeof StaffItemDetailSchema>;

/** POST /api/staff/bookings/items/:id/bookings — book for a person (their user id). */
export const StaffBookBodySchema = z.strictObject({ userId: z.uuid({ error: 'request.invalid' }) });

/** `/api/staff/bookings/items/:id/bookings/:bookingId` */
export const StaffBookingParamsSchema = z.object({
  id: z.uuid({ error: 'request.invalid' }),
  bookingId: z.uuid({ error: 'request.invalid' }),
});

/** PUT …/bookings/:bookingId/attendance — present, absent or not marked, on the version read. */
export const MarkAttendanceBodySchema = z.strictObject({
  attendance: z.enum(ATTENDANCE_MARKS, { error: 'bookings.invalidAttendance' }).nullable(),
  version: versionField,
});
export type MarkAttendanceBody = z.infer<typeof MarkAttendanceBodySchema>;
