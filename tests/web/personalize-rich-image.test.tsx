/**
 * The grid's rich text cell and the image editor's cropper (issue 16): a cell with b, i, u or br reads formatted and
 * is named by its words, other markup is text; the image editor shows the asset library's crop rectangle once the
 * picture has loaded, and its crop and the spec's scale give the size the image is stored at.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldCell } from '@web/features/personalize/components/field-cell';
import { imageEdit, WHOLE_IMAGE } from '@web/features/personalize/editors/components/image-crop';
import { ImageEditorModal } from '@web/features/personalize/editors';
import type { FieldColumn } from '@web/features/personalize/lib/grid-columns';
import { mockApi } from './helpers';
import { CID, F1, findModal, renderModal, TID, variant } from './personalize-editor-fixtures';

const column = (type: 'text' | 'image'): FieldColumn => ({ key: 'k', templateId: 't', width: 144, field: { name: 'headline', type, defaultValue: '' } as FieldColumn['field'] });

describe('a rich text cell', () => {
  it('reads formatted, is named by its words, and shows any other markup as text', () => {
    render(<FieldCell column={column('text')} value={'<b>Zero</b> sugar<br><i>now</i> <img src=x onerror="window.hacked=1">'} disabled={false} onOpen={() => undefined} />);
    const cell = screen.getByRole('button', { name: 'headline: Zero sugar now <img src=x onerror="window.hacked=1">' });
    expect(cell.querySelector('b')).toHaveTextContent('Zero');
    expect(cell.querySelector('i')).toHaveTextContent('now');
    expect(cell.querySelector('br')).not.toBeNull();
    expect(cell.querySelector('img')).toBeNull();
  });

  it('shows a plain value as it is', () => {
    render(<FieldCell column={column('text')} value="Tom & Jerry <3" disabled={false} onOpen={() => undefined} />);
    expect(screen.getByRole('button', { name: 'headline: Tom & Jerry <3' })).toHaveTextContent('Tom & Jerry <3');
  });
});

describe('the image editor cropper', () => {
  it('crops the whole image, a Meta ratio (zoomed) or a free size, then scales it', () => {
    const image = { width: 400, height: 200 };
    expect(imageEdit(image, WHOLE_IMAGE, 1)).toMatchObject({ region: { left: 0, top: 0, width: 400, height: 200 }, width: 400, height: 200 });
    expect(imageEdit(image, WHOLE_IMAGE, 1.4)).toMatchObject({ width: 560, height: 280 });
    expect(imageEdit(image, { ...WHOLE_IMAGE, format: 'square', x: 500 }, 0.5)).toMatchObject({ region: { left: 200, width: 200, height: 200 }, width: 100, height: 100 });
    expect(imageEdit(image, { ...WHOLE_IMAGE, format: 'square', zoom: 2 }, 1)).toMatchObject({ region: { width: 100, height: 100 } });
    expect(imageEdit(image, { ...WHOLE_IMAGE, width: 120, height: 80 }, 0.01)).toMatchObject({ region: { width: 120, height: 80 }, width: 1, height: 1 });
  });

  it('shows the crop rectangle once the picture has loaded, with the shapes and the scale', async () => {
    mockApi({});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:hero', revokeObjectURL: () => undefined }));
    renderModal(<ImageEditorModal open campaignId={CID} treeId={TID} field={{ name: 'heroImage', type: 'image', value: '' }} targets={[{ variant: variant(), formatIds: [F1] }]} onClose={() => undefined} onSaved={() => undefined} file={new File(['PNG!'], 'hero.png', { type: 'image/png' })} />);
    const modal = await findModal('heroImage');
    expect(await modal.findByRole('img', { name: 'Preview of hero.png' })).toBeInTheDocument();
    const probe = document.querySelector('img[aria-hidden]') as HTMLImageElement;
    Object.defineProperty(probe, 'naturalWidth', { value: 400 });
    Object.defineProperty(probe, 'naturalHeight', { value: 200 });
    fireEvent.load(probe);
    expect(await modal.findByRole('img', { name: 'Image to crop' })).toBeInTheDocument();
    expect(modal.getByText('Crop 400x200 at 0, 0 → 400x200 px')).toBeInTheDocument();
    await userEvent.click(modal.getByText('Square'));
    expect(await modal.findByText('Crop 200x200 at 0, 0 → 200x200 px')).toBeInTheDocument();
    fireEvent.keyDown(modal.getByRole('slider', { name: 'Crop area' }), { key: 'ArrowRight', shiftKey: true });
    fireEvent.change(modal.getByRole('spinbutton', { name: 'Scale' }), { target: { value: '0.5' } });
    expect(await modal.findByText('Crop 200x200 at 50, 0 → 100x100 px')).toBeInTheDocument();
  });
});
