/**
 * "Naik" / "Turun" for one item of an ordered list (modules, materials, questions, a program's learning items):
 * keyboard reachable buttons that name the item. After a move the focus follows the item to its new place (the list
 * is re-rendered in the new order), or to the other button once the item reached an end. A list may also move the
 * item under the focus with Alt+↑ / Alt+↓ (`moveKeyHandler` on the item's row; the buttons then announce the keys).
 */
import type { KeyboardEvent } from 'react';
import { Button, Stack } from '@akademi-siber/ui-design-system';

export interface MoveButtonsProps {
  /** What is moved, e.g. "modul Pengenalan XSS". */
  label: string;
  /** A unique prefix for the buttons' ids (the focus finds them again). */
  idPrefix: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  /** The row moves with Alt+↑ / Alt+↓ too (`moveKeyHandler`): the buttons say so to assistive technology. */
  keyShortcuts?: boolean;
}

/** Focuses `id` after the next paint, or `fallback` when `id` is gone or disabled. */
function focusAfterMove(id: string, fallback: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id) as HTMLButtonElement | null;
    const other = document.getElementById(fallback) as HTMLButtonElement | null;
    (target && !target.disabled ? target : other)?.focus();
  });
}

export function MoveButtons({ label, idPrefix, index, count, disabled, onMove, keyShortcuts }: MoveButtonsProps) {
  const up = `${idPrefix}-naik`;
  const down = `${idPrefix}-turun`;
  return (
    <Stack $direction="row" $gap={1}>
      <Button
        id={up}
        type="button"
        $size="sm"
        $variant="ghost"
        aria-label={`Naik: ${label}`}
        aria-keyshortcuts={keyShortcuts ? 'Alt+ArrowUp' : undefined}
        disabled={disabled || index === 0}
        onClick={() => {
          onMove(index, index - 1);
          focusAfterMove(up, down);
        }}
      >
        Naik
      </Button>
      <Button
        id={down}
        type="button"
        $size="sm"
        $variant="ghost"
        aria-label={`Turun: ${label}`}
        aria-keyshortcuts={keyShortcuts ? 'Alt+ArrowDown' : undefined}
        disabled={disabled || index === count - 1}
        onClick={() => {
          onMove(index, index + 1);
          focusAfterMove(down, up);
        }}
      >
        Turun
      </Button>
    </Stack>
  );
}

/** The ids in their new order after moving the item at `from` to `to`. */
export function movedIds(items: readonly { id: number }[], from: number, to: number): number[] {
  const ids = items.map((item) => item.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved);
  return ids;
}

/**
 * The `onKeyDown` of an item's row: Alt+↑ / Alt+↓ anywhere in it moves the item one place, as its buttons do. The
 * focused element moves with its row (the list keeps its keyed elements), so the focus is put back on it.
 */
export function moveKeyHandler(index: number, count: number, onMove: (from: number, to: number) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    event.preventDefault();
    if (to < 0 || to >= count) return;
    const focused = document.activeElement;
    onMove(index, to);
    requestAnimationFrame(() => {
      if (focused instanceof HTMLElement && focused.isConnected) focused.focus();
    });
  };
}
