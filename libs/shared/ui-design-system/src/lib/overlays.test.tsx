import { useState } from 'react';
import { screen } from '@testing-library/react';
import { Button } from './button';
import { Dropdown } from './dropdown';
import { Modal } from './modal';
import { renderWithDesignSystem } from './test-utils';
import { TextField } from './text-field';

function ModalDemo({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Hapus akun
      </Button>
      <Modal
        open={open}
        title="Hapus akun?"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<Button type="button">Ya, hapus</Button>}
      >
        <TextField label="Ketik HAPUS" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a named modal dialog that takes focus', async () => {
    const { user } = renderWithDesignSystem(<ModalDemo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus akun' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus akun?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Ketik HAPUS' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user } = renderWithDesignSystem(<ModalDemo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Hapus akun' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithDesignSystem(<ModalDemo />);
    await user.click(screen.getByRole('button', { name: 'Hapus akun' }));
    const close = screen.getByRole('button', { name: 'Tutup' });
    const input = screen.getByRole('textbox', { name: 'Ketik HAPUS' });
    const confirm = screen.getByRole('button', { name: 'Ya, hapus' });

    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes with the Tutup button and with a click on the backdrop', async () => {
    const onClose = jest.fn();
    const { user } = renderWithDesignSystem(<ModalDemo onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Hapus akun' }));
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    await user.click(screen.getByRole('button', { name: 'Hapus akun' }));
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks page scroll while open', async () => {
    const { user } = renderWithDesignSystem(<ModalDemo />);
    await user.click(screen.getByRole('button', { name: 'Hapus akun' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});

/** Behaves like react-router's Link: handles the click itself instead of loading a new document. */
function SpaLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

function DropdownDemo() {
  return (
    <>
      <Dropdown label="Academy">
        <SpaLink to="/belajar-online">Belajar Online</SpaLink>
        <SpaLink to="/liveclass">Live Class</SpaLink>
        <SpaLink to="/corporate-training">Corporate Training</SpaLink>
      </Dropdown>
      <button type="button">Di luar</button>
    </>
  );
}

describe('Dropdown', () => {
  it('is a collapsed disclosure button until clicked', async () => {
    const { user } = renderWithDesignSystem(<DropdownDemo />);
    const button = screen.getByRole('button', { name: 'Academy' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Belajar Online' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Belajar Online' })).toBeVisible();
  });

  it('opens from the keyboard, moves with arrows, and closes on Escape back to the button', async () => {
    const { user } = renderWithDesignSystem(<DropdownDemo />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Academy' });
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Belajar Online' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Live Class' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Corporate Training' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with Enter and lets Tab walk through the items', async () => {
    const { user } = renderWithDesignSystem(<DropdownDemo />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Academy' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Belajar Online' })).toHaveFocus();
  });

  it('moves into an open menu with the arrows from its button', async () => {
    const { user } = renderWithDesignSystem(<DropdownDemo />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Belajar Online' })).toHaveFocus();
    await user.keyboard('{Escape}{Enter}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Corporate Training' })).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const { user } = renderWithDesignSystem(<DropdownDemo />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Corporate Training' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Di luar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Academy' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const { user } = renderWithDesignSystem(<DropdownDemo />);
    await user.click(screen.getByRole('button', { name: 'Academy' }));
    await user.click(screen.getByRole('button', { name: 'Di luar' }));
    expect(screen.getByRole('button', { name: 'Academy' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link inside is followed', async () => {
    const { user } = renderWithDesignSystem(<DropdownDemo />);
    await user.click(screen.getByRole('button', { name: 'Academy' }));
    await user.click(screen.getByRole('link', { name: 'Live Class' }));
    expect(screen.getByRole('button', { name: 'Academy' })).toHaveAttribute('aria-expanded', 'false');
  });
});
