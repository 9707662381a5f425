// The person's notifications, their choices, web push, the weekly survey and our analytics.

export { answerFeedback } from './endpoints/answer-feedback.ts';
export { getPreferences } from './endpoints/get-preferences.ts';
export { listNotifications } from './endpoints/list-notifications.ts';
export { markAllRead } from './endpoints/mark-all-read.ts';
export { markRead } from './endpoints/mark-read.ts';
export { openFeedbacks } from './endpoints/open-feedbacks.ts';
export { pushKey } from './endpoints/push-key.ts';
export { recordEvent } from './endpoints/record-event.ts';
export { savePreferences } from './endpoints/save-preferences.ts';
export { subscribePush } from './endpoints/subscribe-push.ts';
export { unsubscribePush } from './endpoints/unsubscribe-push.ts';
