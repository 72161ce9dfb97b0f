import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type ScreenReaderInstructions, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';

/** Pixels the pointer moves before a drag starts, so a click on the handle stays a click. */
const ACTIVATION_DISTANCE = 5;

const instructions: ScreenReaderInstructions = {
  draggable: 'To reorder, press Space or Enter to pick the item up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
};

/** Announcements by position ("item 2 of 3"): the list knows its items' order, not their names. */
function announcements(position: (id: UniqueIdentifier) => number, count: number): Announcements {
  const at = (id: UniqueIdentifier) => `${position(id) + 1} of ${count}`;
  return {
    onDragStart: ({ active }) => `Picked up item ${at(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `Item ${at(active.id)} is over position ${at(over.id)}.` : `Item ${at(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `Item ${at(active.id)} was dropped at position ${at(over.id)}.` : `Item ${at(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving item ${at(active.id)} was cancelled; it stays at position ${at(active.id)}.`,
  };
}

/**
 * A list reordered by dragging its handle (@dnd-kit: with the pointer, or from the keyboard: focus the handle, Space,
 * arrow keys, Space), and by Move up / Move down buttons. `onMove(from, to)` reports each move; the caller keeps the
 * order.
 */
export function SortableList<T extends { id: string }>({
  items,
  onMove,
  render,
  disabled,
}: {
  items: readonly T[];
  /** The item at `from` goes to `to`. */
  onMove: (from: number, to: number) => void;
  render: (item: T, index: number) => ReactNode;
  disabled?: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = position(active.id);
    const to = position(over.id);
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(position, ids.length), screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <div role="list">
          {items.map((item, index) => (
            <SortableItem key={item.id} id={item.id} disabled={disabled} first={index === 0} last={index === items.length - 1} onMove={(by) => onMove(index, index + by)}>
              {render(item, index)}
            </SortableItem>
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, disabled, first, last, onMove, children }: { id: string; disabled?: boolean; first: boolean; last: boolean; onMove: (by: -1 | 1) => void; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const [hover, setHover] = useState(false);
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      data-testid={`sortable-${id}`}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1, position: 'relative', zIndex: isDragging ? 1 : undefined }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        {!disabled && (
          <button
            ref={setActivatorNodeRef}
            type="button"
            aria-label="Drag to reorder"
            {...attributes}
            {...listeners}
            onMouseEnter={() => setHover(true)}
            onMouseLeave={() => setHover(false)}
            style={{ border: 'none', background: hover || isDragging ? '#f0f0f0' : 'transparent', borderRadius: 4, padding: '8px 2px', cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', color: '#8c8c8c', lineHeight: 1 }}
          >
            ⠿
          </button>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        {!disabled && (
          <Space.Compact direction="vertical" size="small">
            <Button size="small" aria-label="Move up" disabled={first} onClick={() => onMove(-1)}>
              ↑
            </Button>
            <Button size="small" aria-label="Move down" disabled={last} onClick={() => onMove(1)}>
              ↓
            </Button>
          </Space.Compact>
        )}
      </div>
    </div>
  );
}
