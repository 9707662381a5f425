// The tickets endpoints of the staff console.

export { assign } from './staff-endpoints/assign.ts';
export { changeStatus } from './staff-endpoints/change-status.ts';
export { createCategory } from './staff-endpoints/create-category.ts';
export { deleteCategory } from './staff-endpoints/delete-category.ts';
export { downloadAttachment } from './staff-endpoints/download-attachment.ts';
export { getTicket } from './staff-endpoints/get-ticket.ts';
export { listAssignees } from './staff-endpoints/list-assignees.ts';
export { listCategories } from './staff-endpoints/list-categories.ts';
export { listInbox } from './staff-endpoints/list-inbox.ts';
export { reply } from './staff-endpoints/reply.ts';
export { updateCategory } from './staff-endpoints/update-category.ts';
