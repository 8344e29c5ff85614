/**
 * Ordering by drag and drop (decision 0053), beside "Naik" / "Turun" and Alt+↑ / Alt+↓ for the keyboard: the
 * browser's own HTML5 drag and drop (no library, nothing added to the bundle). Each list has its own hook, so a
 * material dragged inside a module never moves the module; a drop calls the same `onMove(from, to)` as the buttons.
 */
import { useState, type DragEvent } from 'react';

export interface DragItemProps {
  draggable: true;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: (event: DragEvent<HTMLElement>) => void;
  'data-dragging'?: 'true';
  'data-drop-target'?: 'true';
}

export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragging(null);
    setOver(null);
  };

  const itemProps = (index: number): DragItemProps => ({
    draggable: true,
    onDragStart: (event) => {
      // Only this list's item: the module around a material must not start dragging too.
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      setDragging(index);
    },
    onDragOver: (event) => {
      if (dragging === null) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDragLeave: () => {
      if (over === index) setOver(null);
    },
    onDrop: (event) => {
      if (dragging === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (dragging !== index) onMove(dragging, index);
      reset();
    },
    onDragEnd: reset,
    ...(dragging === index ? { 'data-dragging': 'true' as const } : {}),
    ...(over === index && dragging !== index ? { 'data-drop-target': 'true' as const } : {}),
  });

  return { itemProps };
}
