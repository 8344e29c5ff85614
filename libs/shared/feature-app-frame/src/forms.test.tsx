import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { DesignSystemProvider, TextField } from '@akademi-siber/ui-design-system';
import { applyServerFieldErrors, useZodForm } from './forms';

const schema = z.object({
  name: z.string().trim().min(1, 'Nama wajib diisi'),
  age: z
    .string()
    .regex(/^\d+$/, 'Umur harus berupa angka')
    .transform(Number)
    .pipe(z.number().min(17, 'Umur minimal 17')),
});

const unprocessable = (errors: { path: string; message: string }[]) => ({
  status: 422,
  message: 'Data tidak valid',
  data: { success: false, message: 'Data tidak valid', data: { errors } },
});

function Person({ onSave }: { onSave: (data: z.output<typeof schema>) => unknown }) {
  const form = useZodForm(schema, { name: '', age: '' });
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate aria-label="Orang">
      <TextField label="Nama" {...form.register('name')} error={errors.name?.message} />
      <TextField label="Umur" {...form.register('age')} error={errors.age?.message} />
      <button type="submit">Simpan</button>
    </form>
  );
}

describe('useZodForm', () => {
  it("shows the schema's messages on their fields and hands the schema's output to the handler", async () => {
    const onSave = jest.fn();
    render(
      <DesignSystemProvider>
        <Person onSave={onSave} />
      </DesignSystemProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Umur' }), '1x');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Umur harus berupa angka')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Nama' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nama wajib diisi');
    // The focus stays on the button, as before react-hook-form.
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();

    // No re-validation while typing: the message stays until the next submit.
    await userEvent.type(name, '  Sari ');
    expect(screen.getByText('Nama wajib diisi')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Umur' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Umur' }), '21');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toEqual({ name: 'Sari', age: 21 });
    expect(screen.queryByText('Nama wajib diisi')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});

/** The form, with its errors read while rendering (react-hook-form tracks only the state a render reads). */
const useTrackedForm = () => {
  const form = useZodForm(schema, { name: '', age: '' });
  return { form, errors: form.formState.errors };
};

describe('applyServerFieldErrors', () => {
  it("puts a 422's first message per top-level field on the form and counts them", () => {
    const { result } = renderHook(useTrackedForm);
    let count = 0;
    act(() => {
      count = applyServerFieldErrors(
        result.current.form,
        unprocessable([
          { path: 'name', message: 'Nama sudah dipakai' },
          { path: 'name', message: 'kedua' },
          { path: 'age.value', message: 'Umur tidak valid' },
        ]),
      );
    });
    expect(count).toBe(2);
    expect(result.current.errors.name).toMatchObject({ type: 'server', message: 'Nama sudah dipakai' });
    expect(result.current.errors.age).toMatchObject({ type: 'server', message: 'Umur tidak valid' });
  });

  it('sets only the fields it is given, and nothing for a failure that is not a 422', () => {
    const { result } = renderHook(useTrackedForm);
    let counts: number[] = [];
    act(() => {
      counts = [
        applyServerFieldErrors(
          result.current.form,
          unprocessable([
            { path: 'age', message: 'Umur minimal 17' },
            { path: 'email', message: 'Email tidak valid' },
          ]),
          ['name', 'age'],
        ),
        applyServerFieldErrors(result.current.form, { status: 409, message: 'Sudah ada', data: {} }),
        applyServerFieldErrors(result.current.form, undefined),
        applyServerFieldErrors(result.current.form, new Error('network')),
      ];
    });
    expect(counts).toEqual([1, 0, 0, 0]);
    expect(Object.keys(result.current.errors)).toEqual(['age']);
  });
});
