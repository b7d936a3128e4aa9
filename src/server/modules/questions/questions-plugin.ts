import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createQuestionGenerator } from './generator/create-question-generator.ts';
import { registerQuestionJobs } from './question-jobs.ts';
import questionRoutes from './routes.ts';

export interface QuestionsPluginOptions {
  config: Config;
  /** False in `npm run worker`: it runs the jobs and serves no calls. */
  withRoutes: boolean;
}

/** Question generation: the AI service or the built-in generator, the section jobs, and the calls. */
export default fp(
  async function questionsPlugin(app: FastifyInstance, { config, withRoutes }: QuestionsPluginOptions) {
    const generator = createQuestionGenerator(config);
    await registerQuestionJobs(app.jobs, { db: app.database.db, generator, notifier: app.notifications });
    if (withRoutes) await app.register(questionRoutes, { generator });
  },
  { name: 'questions', dependencies: ['db', 'auth', 'idempotency', 'jobs', 'notifications'] },
);
