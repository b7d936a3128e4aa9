import { useStore } from 'jotai';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { apiOf } from './store.ts';

/** The API client of the store the app is rendered with. */
export function useApi(): ApiClient {
  return apiOf(useStore());
}
