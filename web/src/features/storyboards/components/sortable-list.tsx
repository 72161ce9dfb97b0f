import { Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * A list reordered by dragging (and by Move up / Move down buttons for the keyboard). Drag and drop is the browser's
 * own (HTML5 drag events): @dnd-kit, the project's library for it, is not installed yet; this component is the one
 * place that changes when it is.
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
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <div role="list">
      {items.map((item, index) => (
        <div
          key={item.id}
          role="listitem"
          data-testid={`sortable-${item.id}`}
          draggable={!disabled}
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', item.id);
            setDragged(index);
          }}
          onDragOver={(e) => {
            if (dragged === null) return;
            e.preventDefault();
            setOver(index);
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragged !== null && dragged !== index) onMove(dragged, index);
            setDragged(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          style={{ opacity: dragged === index ? 0.5 : 1, borderTop: over === index && dragged !== null && dragged > index ? '2px solid #1677ff' : '2px solid transparent', borderBottom: over === index && dragged !== null && dragged < index ? '2px solid #1677ff' : '2px solid transparent', cursor: disabled ? 'default' : 'grab' }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <div style={{ flex: 1, minWidth: 0 }}>{render(item, index)}</div>
            {!disabled && (
              <Space.Compact direction="vertical" size="small">
                <Button size="small" aria-label="Move up" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                  ↑
                </Button>
                <Button size="small" aria-label="Move down" disabled={index === items.length - 1} onClick={() => onMove(index, index + 1)}>
                  ↓
                </Button>
              </Space.Compact>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
