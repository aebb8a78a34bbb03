import { useState } from 'react';
import type { ApiResult } from '../../ui/api';

export interface UploadProgress {
  name: string;
  fraction: number;
  error?: string;
}

/**
 * Files sent one after the other, each with its progress bar; a refused file keeps its message
 * in the list (the others go on).
 */
export function useUploads() {
  const [items, setItems] = useState<UploadProgress[]>([]);
  const [busy, setBusy] = useState(false);
  async function run(files: readonly File[], send: (file: File, onProgress: (f: number) => void) => Promise<ApiResult<unknown>>, check?: (file: File) => string | null): Promise<number> {
    setBusy(true);
    setItems(files.map((f) => ({ name: f.name, fraction: 0 })));
    const update = (i: number, patch: Partial<UploadProgress>) => setItems((list) => list.map((item, j) => (j === i ? { ...item, ...patch } : item)));
    let done = 0;
    for (const [i, file] of files.entries()) {
      const problem = check?.(file);
      if (problem) {
        update(i, { error: problem });
        continue;
      }
      const result = await send(file, (fraction) => update(i, { fraction }));
      if (result.ok) {
        update(i, { fraction: 1 });
        done++;
      } else update(i, { error: result.error.message });
    }
    setBusy(false);
    setItems((list) => list.filter((item) => item.error));
    return done;
  }
  return { items, busy, run, clear: () => setItems([]) };
}
