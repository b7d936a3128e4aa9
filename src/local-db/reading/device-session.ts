import Dexie, { type EntityTable } from 'dexie';

/** Who is signed in on this device, for the service worker, which cannot read localStorage. */
export interface DeviceSession {
  key: 'current';
  userId: number;
  token: string;
}

/**
 * The service worker must act for the signed-in pupil with nobody on the page (Background Sync, a
 * push). The window writes the user id and bearer token here at sign-in and deletes them at
 * sign-out; this IndexedDB is same-origin only, like the localStorage the token already lives in,
 * and holds nothing the page does not already hold.
 */
class DeviceSessionDb extends Dexie {
  declare session: EntityTable<DeviceSession, 'key'>;
  constructor() {
    super('reading-rooms-device');
    this.version(1).stores({ session: 'key' });
  }
}

async function withSessionDb<T>(work: (db: DeviceSessionDb) => Promise<T>): Promise<T> {
  const db = new DeviceSessionDb();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

export const writeDeviceSession = (userId: number, token: string) =>
  withSessionDb((db) => db.session.put({ key: 'current', userId, token }));

export const clearDeviceSession = () => withSessionDb((db) => db.session.delete('current'));

export const readDeviceSession = () => withSessionDb((db) => db.session.get('current'));
