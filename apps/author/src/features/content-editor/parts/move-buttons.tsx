/**
 * "Naik" / "Turun" for one item of an ordered list (modules, materials, questions): keyboard reachable buttons that
 * name the item. After a move the focus follows the item to its new place (the list is re-rendered in the new
 * order), or to the other button once the item reached an end.
 */
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
}

/** Focuses `id` after the next paint, or `fallback` when `id` is gone or disabled. */
function focusAfterMove(id: string, fallback: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id) as HTMLButtonElement | null;
    const other = document.getElementById(fallback) as HTMLButtonElement | null;
    (target && !target.disabled ? target : other)?.focus();
  });
}

export function MoveButtons({ label, idPrefix, index, count, disabled, onMove }: MoveButtonsProps) {
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
