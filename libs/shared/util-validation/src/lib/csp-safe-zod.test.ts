import { preferJitlessZod } from './csp-safe-zod';

describe('preferJitlessZod', () => {
  it('makes zod skip its eval probe (set before zod loads, as the shell does)', async () => {
    preferJitlessZod();
    const evalCalls = jest.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ nama: z.string().min(1), umur: z.number().int() });
    expect(schema.safeParse({ nama: 'Rina', umur: 30 }).success).toBe(true);
    expect(schema.safeParse({ nama: '', umur: 1.5 }).success).toBe(false);
    expect(evalCalls).not.toHaveBeenCalled();
  });

  it('also holds when zod was loaded first (it keeps a reference to its settings object)', async () => {
    const { z } = await import('zod');
    z.config({ jitless: false });
    preferJitlessZod();
    expect(z.config().jitless).toBe(true);
  });
});
