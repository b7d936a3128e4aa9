import { tokenResponseSchema } from '#contract/auth.ts';
import { type ClassPicture, classPictures } from '#contract/class-pictures.ts';
import { type Classroom, classCreatedResponseSchema } from '#contract/classes.ts';
import type { TestApp } from '#test/harness/test-app.ts';
import { callApi } from './texts-api.ts';

/** A class made through the API, with pupils added by name (each with a picture password). */
export async function createClassWithPupils(
  t: TestApp,
  teacher: Record<string, string>,
  names: string[],
  name = 'Class 3B',
): Promise<Classroom> {
  const created = await callApi(t.baseUrl, 'POST', '/api/classes', teacher, { name });
  if (created.status !== 201) throw new Error(`class not created: ${JSON.stringify(created.body)}`);
  const id = classCreatedResponseSchema.parse(created.body).data.id;
  if (names.length === 0) return classCreatedResponseSchema.parse(created.body).data;
  const added = await callApi(t.baseUrl, 'POST', `/api/classes/${id}/pupils`, teacher, { names });
  if (added.status !== 201) throw new Error(`pupils not added: ${JSON.stringify(added.body)}`);
  return classCreatedResponseSchema.parse(added.body).data;
}

export function pupilNamed(classroom: Classroom, name: string) {
  const pupil = classroom.pupils.find((p) => p.name === name);
  if (!pupil?.pictures) throw new Error(`no picture pupil ${name}`);
  return { ...pupil, pictures: pupil.pictures };
}

/** Three pictures that are not the pupil's. */
export const otherPictures = (pictures: readonly ClassPicture[]) =>
  classPictures.filter((p) => !pictures.includes(p)).slice(0, 3);

export const signIn = (t: TestApp, code: string, userId: number, pictures: readonly string[]) =>
  callApi(
    t.baseUrl,
    'POST',
    '/api/class-sign-in',
    { accept: 'application/json' },
    {
      code,
      user_id: userId,
      pictures,
    },
  );

/** The named picture pupil, signed in with their pictures: their id and their session's headers. */
export async function signedInPupil(t: TestApp, classroom: Classroom, name: string) {
  const pupil = pupilNamed(classroom, name);
  const res = await signIn(t, classroom.code, pupil.id, pupil.pictures);
  return {
    id: pupil.id,
    headers: {
      authorization: `Bearer ${tokenResponseSchema.parse(res.body).token}`,
      accept: 'application/json',
    },
  };
}
