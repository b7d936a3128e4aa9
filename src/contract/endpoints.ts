import type { Endpoint } from './route.ts';

/**
 * The address of every call of the API (docs/product.md §7), by resource. Each resource's contract
 * file adds the schemas (`textRoutes = { list: defineRoute(endpoints.texts.list, {...}) }`); this
 * table stays apart and zod-free because importing anything from a schema module brings zod along,
 * and the first screen, the reader and the service worker address calls without it
 * (docs/architecture.md §2).
 */
export const endpoints = {
  config: {
    show: { method: 'GET', path: '/api/config' },
  },
  auth: {
    csrfCookie: { method: 'GET', path: '/sanctum/csrf-cookie' },
    user: { method: 'GET', path: '/api/user' },
    login: { method: 'POST', path: '/api/login' },
    logout: { method: 'POST', path: '/api/logout' },
    register: { method: 'POST', path: '/api/register' },
    completeSetup: { method: 'POST', path: '/api/complete-setup' },
    resendVerification: { method: 'POST', path: '/api/email/resend-verification' },
    verificationNotification: { method: 'POST', path: '/api/email/verification-notification' },
    verifyEmail: { method: 'GET', path: '/api/email/verify/:id/:hash' },
    forgotPassword: { method: 'POST', path: '/api/forgot-password' },
    resetPassword: { method: 'POST', path: '/api/reset-password' },
    updateProfile: { method: 'PUT', path: '/api/user/profile' },
    changePassword: { method: 'PUT', path: '/api/user/password' },
  },
  personalData: {
    exportMine: { method: 'GET', path: '/api/user/export' },
    deleteAccount: { method: 'DELETE', path: '/api/user' },
    exportPupil: { method: 'GET', path: '/api/classes/:id/pupils/:userId/export' },
  },
  dashboard: {
    show: { method: 'GET', path: '/api/dashboard' },
  },
  texts: {
    list: { method: 'GET', path: '/api/texts' },
    create: { method: 'POST', path: '/api/texts' },
    uploadEpub: { method: 'POST', path: '/api/texts/upload-epub' },
    show: { method: 'GET', path: '/api/texts/:id' },
    update: { method: 'PUT', path: '/api/texts/:id' },
    remove: { method: 'DELETE', path: '/api/texts/:id' },
    epub: { method: 'GET', path: '/api/texts/:id/epub' },
    image: { method: 'GET', path: '/api/texts/:id/images/:name' },
    paragraphs: { method: 'GET', path: '/api/texts/:id/paragraphs' },
    updateParagraph: { method: 'PUT', path: '/api/texts/:id/paragraphs/:paragraphId' },
    removeParagraph: { method: 'DELETE', path: '/api/texts/:id/paragraphs/:paragraphId' },
    removeQuestion: { method: 'DELETE', path: '/api/texts/:id/questions/:questionId' },
  },
  questions: {
    trigger: { method: 'POST', path: '/api/texts/:id/trigger-question-generation' },
    generateSection: { method: 'POST', path: '/api/texts/:id/generate-questions' },
    generateParagraph: { method: 'POST', path: '/api/paragraphs/:paragraphId/generate-questions' },
    status: { method: 'GET', path: '/api/texts/:id/question-generation' },
    create: { method: 'POST', path: '/api/texts/:id/questions' },
    update: { method: 'PUT', path: '/api/texts/:id/questions/:questionId' },
    regenerate: { method: 'POST', path: '/api/texts/:id/questions/:questionId/regenerate' },
  },
  assignments: {
    assign: { method: 'POST', path: '/api/texts/:id/assign' },
    ofText: { method: 'GET', path: '/api/texts/:id/assignments' },
    removeFromText: { method: 'DELETE', path: '/api/texts/:id/assignments/:uuid' },
    resendInvitation: { method: 'POST', path: '/api/invitations/resend' },
    mine: { method: 'GET', path: '/api/my-assignments' },
    approve: { method: 'POST', path: '/api/assignments/:uuid/approve' },
    reject: { method: 'POST', path: '/api/assignments/:uuid/reject' },
  },
  results: {
    ofText: { method: 'GET', path: '/api/texts/:id/results' },
    csv: { method: 'GET', path: '/api/texts/:id/results.csv' },
  },
  readingLevels: {
    ofPupil: { method: 'GET', path: '/api/pupils/:userId/level' },
    ofMyPupils: { method: 'GET', path: '/api/pupils/levels' },
  },
  classes: {
    list: { method: 'GET', path: '/api/classes' },
    create: { method: 'POST', path: '/api/classes' },
    show: { method: 'GET', path: '/api/classes/:id' },
    rename: { method: 'PUT', path: '/api/classes/:id' },
    remove: { method: 'DELETE', path: '/api/classes/:id' },
    addPupils: { method: 'POST', path: '/api/classes/:id/pupils' },
    resetPicture: { method: 'POST', path: '/api/classes/:id/pupils/:userId/reset-picture' },
    removePupil: { method: 'DELETE', path: '/api/classes/:id/pupils/:userId' },
    assign: { method: 'POST', path: '/api/classes/:id/assign' },
    signInList: { method: 'GET', path: '/api/class-sign-in/:code' },
    signIn: { method: 'POST', path: '/api/class-sign-in' },
  },
  reading: {
    assignment: { method: 'GET', path: '/api/assignments/:uuid' },
    answer: { method: 'PUT', path: '/api/assignments/:uuid/answers/:questionId' },
    readingTime: { method: 'POST', path: '/api/assignments/:uuid/reading-time' },
    complete: { method: 'POST', path: '/api/assignments/:uuid/complete' },
    summary: { method: 'GET', path: '/api/assignments/:uuid/summary' },
  },
  notifications: {
    list: { method: 'GET', path: '/api/notifications' },
    readAll: { method: 'PATCH', path: '/api/notifications/read-all' },
    read: { method: 'PATCH', path: '/api/notifications/:id/read' },
    remove: { method: 'DELETE', path: '/api/notifications/:id' },
  },
  push: {
    subscribe: { method: 'POST', path: '/api/push-subscriptions' },
    unsubscribe: { method: 'DELETE', path: '/api/push-subscriptions' },
  },
  realtime: {
    channelAuth: { method: 'POST', path: '/broadcasting/auth' },
    /** The embedded Pusher-protocol WebSocket (`/app/{key}`). */
    socket: { method: 'GET', path: '/app/:key' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
