// No zod here: the reader's chunk and the service worker build these URLs and must stay zod-free.

/** The path patterns of the assignee's reading calls; their declarations are in `reading.ts`. */
export const readingPathPatterns = {
  assignment: '/api/assignments/:uuid',
  answer: '/api/assignments/:uuid/answers/:questionId',
  readingTime: '/api/assignments/:uuid/reading-time',
  complete: '/api/assignments/:uuid/complete',
  summary: '/api/assignments/:uuid/summary',
} as const;
