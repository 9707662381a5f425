// The person's bookings endpoints.

export { acceptOffer } from './endpoints/accept-offer.ts';
export { book } from './endpoints/book.ts';
export { calendar } from './endpoints/calendar.ts';
export { cancel } from './endpoints/cancel.ts';
export { createCalendarFeed } from './endpoints/create-calendar-feed.ts';
export { declineOffer } from './endpoints/decline-offer.ts';
export { deleteCalendarFeed } from './endpoints/delete-calendar-feed.ts';
export { getCalendarFeed } from './endpoints/get-calendar-feed.ts';
export { joinWaitingList } from './endpoints/join-waiting-list.ts';
export { leaveWaitingList } from './endpoints/leave-waiting-list.ts';
export { listItems } from './endpoints/list-items.ts';
