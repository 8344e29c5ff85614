import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { Checkbox } from './checkbox';
import { PasswordField } from './password-field';
import { Select } from './select';
import { TextField } from './text-field';
import { renderWithDesignSystem } from './test-utils';

describe('TextField', () => {
  it('links the label to the input', () => {
    renderWithDesignSystem(<TextField label="Email" name="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('name', 'email');
  });

  it('gives each field its own id', () => {
    renderWithDesignSystem(
      <>
        <TextField label="Nama depan" />
        <TextField label="Nama belakang" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'Nama depan' });
    const second = screen.getByRole('textbox', { name: 'Nama belakang' });
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });

  it('is valid and undescribed without hint or error', () => {
    renderWithDesignSystem(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error in an alert, marks the input invalid and describes it with hint and error', () => {
    renderWithDesignSystem(<TextField label="Email" hint="Gunakan email aktif" error="Email wajib diisi" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Email wajib diisi');
    expect(input).toHaveAccessibleDescription('Gunakan email aktif Email wajib diisi');
  });

  it('keeps an aria-describedby passed by the caller', () => {
    renderWithDesignSystem(
      <>
        <p id="catatan">Catatan</p>
        <TextField label="Kode" aria-describedby="catatan" error="Kode salah" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Kode' })).toHaveAccessibleDescription('Catatan Kode salah');
  });

  it('forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithDesignSystem(<TextField label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('uses a given id', () => {
    renderWithDesignSystem(<TextField label="Email" id="login-email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email');
  });
});

describe('PasswordField', () => {
  it('hides the password and toggles it with a labelled button', async () => {
    const { user } = renderWithDesignSystem(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(input).toHaveAttribute('type', 'text');

    const hide = screen.getByRole('button', { name: 'Sembunyikan password' });
    expect(hide).toHaveAttribute('aria-controls', input.id);
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Tampilkan password' })).toBeInTheDocument();
  });

  it('does not submit the form when toggling', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderWithDesignSystem(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders the checklist as a live list that says which rules are met', () => {
    renderWithDesignSystem(
      <PasswordField
        label="Password Baru"
        checklist={[
          { label: 'Minimal 8 karakter', ok: true },
          { label: 'Minimal 1 huruf kapital', ok: false },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Syarat password' });
    expect(list).toHaveAttribute('aria-live', 'polite');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Minimal 8 karakter (terpenuhi)');
    expect(items[1]).toHaveTextContent('Minimal 1 huruf kapital (belum terpenuhi)');
    expect(screen.getByLabelText('Password Baru')).toHaveAttribute('aria-describedby', list.id);
  });

  it('updates the checklist when the rules change', () => {
    const { rerender } = renderWithDesignSystem(
      <PasswordField label="Password" checklist={[{ label: 'Minimal 1 angka', ok: false }]} />,
    );
    rerender(<PasswordField label="Password" checklist={[{ label: 'Minimal 1 angka', ok: true }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Minimal 1 angka (terpenuhi)');
  });

  it('shows an error like TextField', () => {
    renderWithDesignSystem(<PasswordField label="Password" error="Password wajib diisi" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Password wajib diisi');
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles', async () => {
    const { user } = renderWithDesignSystem(<Checkbox label="Ingat saya" />);
    const box = screen.getByRole('checkbox', { name: 'Ingat saya' });
    await user.click(screen.getByText('Ingat saya'));
    expect(box).toBeChecked();
  });

  it('wires the error', () => {
    renderWithDesignSystem(<Checkbox label="Setuju syarat" error="Wajib disetujui" />);
    const box = screen.getByRole('checkbox', { name: 'Setuju syarat' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Wajib disetujui');
  });
});

describe('Select', () => {
  it('renders a labelled select with a placeholder and options', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDesignSystem(
      <Select
        label="Batch"
        placeholder="Pilih batch"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '1', label: 'Batch 1' },
          { value: '2', label: 'Batch 2' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Batch' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pilih batch',
      'Batch 1',
      'Batch 2',
    ]);
    await user.selectOptions(select, 'Batch 2');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});
