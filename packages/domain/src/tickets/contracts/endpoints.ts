// The tickets endpoints of a logged-in user.

export { answerTicket } from './endpoints/answer-ticket.ts';
export { createTicket } from './endpoints/create-ticket.ts';
export { downloadAttachment } from './endpoints/download-attachment.ts';
export { getTicket } from './endpoints/get-ticket.ts';
export { listCategories } from './endpoints/list-categories.ts';
export { listTickets } from './endpoints/list-tickets.ts';
export { rateTicket } from './endpoints/rate-ticket.ts';
export { uploadAttachment } from './endpoints/upload-attachment.ts';
