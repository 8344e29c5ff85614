// A file of its own: zod remembers whether it may compile (`new Function`) after its first object parse, per module
// registry, so this must run before anything else here parses an object schema.
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { preferJitlessZod } from '@akademi-siber/util-validation';
import { useZodForm } from './forms';

const schema = z.object({ name: z.string().trim().min(1, 'Nama wajib diisi') });

describe('useZodForm under the browser’s jitless zod (no eval under our CSP)', () => {
  const realFunction = globalThis.Function;
  let constructed = 0;
  beforeAll(() => {
    // Counts every `new Function(...)`, the probe zod runs to learn whether it may compile.
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args) {
        constructed += 1;
        return Reflect.construct(target, args);
      },
    });
  });
  afterAll(() => {
    globalThis.Function = realFunction;
    z.config({ jitless: false });
  });

  it('validates and parses through the resolver without ever constructing a Function', async () => {
    preferJitlessZod();
    const { result } = renderHook(() => useZodForm(schema, { name: '' }));
    const seen: unknown[] = [];
    await act(() => result.current.handleSubmit((data) => void seen.push(data))());
    expect(result.current.getFieldState('name').error?.message).toBe('Nama wajib diisi');
    act(() => result.current.setValue('name', '  Sari '));
    await act(() => result.current.handleSubmit((data) => void seen.push(data))());
    expect(seen).toEqual([{ name: 'Sari' }]);
    expect(constructed).toBe(0);
  });

  it('(control) the counter does see the probe once zod may compile again', () => {
    z.config({ jitless: false });
    z.object({ other: z.string() }).parse({ other: 'x' });
    expect(constructed).toBeGreaterThan(0);
  });
});
