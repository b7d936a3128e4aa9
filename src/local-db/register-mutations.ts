// Every outbox kind, registered by importing its module: an outbox processor (the window's or the
// service worker's) imports this before it starts, so a refusal of any queued change is rolled back.
import './assignments/assignment-decisions.ts';
import './notifications/notification-mutations.ts';
import './reading/reading-mutations.ts';
