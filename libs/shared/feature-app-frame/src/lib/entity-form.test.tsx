import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Checkbox, DesignSystemProvider, TextField } from '@akademi-siber/ui-design-system';
import { useEntityForm } from './entity-form';
import { requiredText, wholeNumber } from './form-fields';

const schema = z.object({
  name: requiredText('Nama', 2, 50),
  months: wholeNumber('Durasi', 1, 60),
  active: z.boolean(),
});

const unprocessable = (errors: { path: string; message: string }[]) => ({
  status: 422,
  message: errors[0]?.message ?? 'Data tidak valid',
  data: { success: false, message: 'Data tidak valid', data: { errors } },
});

function PlanForm({
  send,
  onSaved,
}: {
  send: (body: z.output<typeof schema>) => Promise<unknown>;
  onSaved: () => void;
}) {
  const form = useEntityForm(schema, { name: '', months: '1', active: true });
  return (
    <form
      aria-label="Paket"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(send, 'Paket disimpan.').then((saved) => saved && onSaved());
      }}
    >
      <TextField label="Nama" {...form.text('name')} />
      <TextField label="Durasi" {...form.text('months')} />
      <Checkbox label="Aktif" {...form.check('active')} />
      <button type="submit" disabled={form.saving}>
        Simpan
      </button>
    </form>
  );
}

function renderForm(send: (body: z.output<typeof schema>) => Promise<unknown>) {
  const onSaved = jest.fn();
  render(
    <DesignSystemProvider>
      <PlanForm send={send} onSaved={onSaved} />
    </DesignSystemProvider>,
  );
  return onSaved;
}

describe('useEntityForm', () => {
  it("sends the schema's output only when valid, then says so in a toast and resolves saved", async () => {
    const send = jest.fn().mockResolvedValue({});
    const onSaved = renderForm(send);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Nama' }), ' Tahunan ');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Durasi' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Durasi' }), '12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aktif' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Paket disimpan.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ name: 'Tahunan', months: 12, active: false });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("puts the API's 422 on its field without a toast, and any other failure in the toast", async () => {
    const send = jest.fn().mockRejectedValueOnce(unprocessable([{ path: 'name', message: 'Nama sudah dipakai' }]));
    send.mockRejectedValueOnce({ status: 409, message: 'Paket ini sudah ada.', data: {} });
    const onSaved = renderForm(send);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nama' }), 'Bulanan');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama sudah dipakai')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Info')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Paket ini sudah ada.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
