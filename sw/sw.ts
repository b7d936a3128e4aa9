/// <reference lib="webworker" />
import { keepAssignedTextsOffline } from './assigned-texts.ts';
import { replayOutboxOnSync } from './background-sync.ts';
import { handleLifecycleMessages } from './lifecycle.ts';
import { serveNavigationsFromShell } from './navigation-fallback.ts';
import { openNotificationTargets } from './notification-click.ts';
import { precacheShell } from './precache.ts';
import { showPushedNotifications } from './push.ts';

declare const self: ServiceWorkerGlobalScope;

// Each concern registers its own listeners and routes; order matters only for routes (first match wins),
// so the precache goes first and the navigation fallback after it.
precacheShell(self.__WB_MANIFEST);
serveNavigationsFromShell();
handleLifecycleMessages(self);
showPushedNotifications(self);
openNotificationTargets(self);
keepAssignedTextsOffline(self);
replayOutboxOnSync(self);
