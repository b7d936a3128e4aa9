import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { textImageQuery } from '#client/queries/text-images.ts';
import { useApi } from './use-api.ts';

/**
 * An address the page can show a text's picture at (an object URL, released when no longer
 * shown), or undefined while it loads, when it could not be loaded, or when there is no picture.
 */
export function useTextImageUrl(src: string | undefined): string | undefined {
  const api = useApi();
  const { data } = useQuery({ ...textImageQuery(api, src ?? ''), enabled: src !== undefined });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) return;
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [data]);
  return url;
}
