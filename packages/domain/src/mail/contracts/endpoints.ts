// The local outbox of the demo (only with OUTBOX_VIEW and without SMTP).
export { listOutbox } from './endpoints/list-outbox.ts';
