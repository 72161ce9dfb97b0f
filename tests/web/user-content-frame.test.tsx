import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssetDto } from '@shared/contracts/assets';
import { UserContentFrame } from '@web/components/user-content-frame';
import { AssetPreview } from '@web/features/assets/components/asset-preview';

const CONTENT = 'http://localhost:3001/c/1.61.ab/banner.html';

describe('UserContentFrame', () => {
  it('frames user content sandboxed with scripts only: never allow-same-origin, no referrer', () => {
    render(<UserContentFrame src={CONTENT} title="Preview of banner.html" width={300} height={250} />);
    const frame = screen.getByTitle('Preview of banner.html');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('src')).toBe(CONTENT);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.parentElement).toHaveStyle({ width: '300px', height: '250px' });
  });

  it('shows loading until the page has loaded, and again for another page', () => {
    const { rerender } = render(<UserContentFrame src={CONTENT} title="Preview" />);
    expect(screen.getByRole('status', { name: 'Loading Preview' })).toBeInTheDocument();
    fireEvent.load(screen.getByTitle('Preview'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<UserContentFrame src={`${CONTENT}?2`} title="Preview" />);
    expect(screen.getByRole('status', { name: 'Loading Preview' })).toBeInTheDocument();
  });
});

describe('AssetPreview', () => {
  const asset = (extra: Partial<AssetDto>) => ({ name: 'x', format: 'png', thumbLocation: '/s3/thumb.webp', contentUrl: null, dimension: null, ...extra }) as AssetDto;

  it('runs HTML only in the sandboxed frame on the user-content origin', () => {
    render(<AssetPreview asset={asset({ name: 'ad.html', format: 'html', contentUrl: CONTENT, dimension: { width: 300, height: 250 } })} size={240} />);
    expect(screen.getByTitle('Preview of ad.html')).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('shows SVG from the user-content origin as an image, and other files by their thumbnail', () => {
    const { unmount } = render(<AssetPreview asset={asset({ name: 'logo.svg', format: 'svg', contentUrl: 'http://localhost:3001/c/t/logo.svg' })} size={240} />);
    expect(screen.getByRole('img', { name: 'Preview of logo.svg' })).toHaveAttribute('src', 'http://localhost:3001/c/t/logo.svg');
    expect(document.querySelector('iframe')).toBeNull();
    unmount();
    render(<AssetPreview asset={asset({ name: 'photo.png' })} size={240} />);
    expect(screen.getByRole('img', { name: 'Thumbnail of photo.png' })).toHaveAttribute('src', '/s3/thumb.webp');
  });
});
