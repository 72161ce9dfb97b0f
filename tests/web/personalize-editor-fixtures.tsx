/**
 * Fixtures of the personalize editor tests: a variant as the API presents it, the tree's templates, and the modals
 * rendered alone in a query client (grid-web opens them from the grid). jsdom gives every Ant Design id the same
 * value, so a modal is found by its title and its inputs by their labels.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { VariantView } from '@shared/contracts/personalize';
import { createQueryClient } from '@web/app/provider';

export const CID = 'cccccccccccccccccccccc01';
export const TID = 'dddddddddddddddddddddd01';
export const VID = 'eeeeeeeeeeeeeeeeeeeeee01';
export const F1 = 'ffffffffffffffffffffff01';
export const F2 = 'ffffffffffffffffffffff02';
export const TPL = 'aaaaaaaaaaaaaaaaaaaaaa01';
export const B = `/api/campaigns/${CID}/personalize/${TID}`;
export const UC = 'http://localhost:9999/c/1.aa.bb';

type Format = VariantView['formats'][string];
export function format(id: string, extra: Partial<Format> = {}): Format {
  return {
    _id: id,
    name: `300x250-banner ${id.slice(-2)}`,
    shortName: '300x250',
    format: 'fixed',
    templateId: TPL,
    version: 1,
    generation: 1,
    status: 'unapproved',
    archived: false,
    approved: false,
    screenshotRenderStatus: 'unrendered',
    dynamicElements: {
      headline: { value: 'Summer tastes like Sparkle Zero', type: 'text' },
      landingPage: { value: 'https://www.example.com', type: 'url' },
      subheadline: { value: '', type: 'text', optional: true },
    },
    ...extra,
  };
}

export function variant(extra: Partial<VariantView> = {}): VariantView {
  return {
    _id: VID,
    treeId: TID,
    name: 'Summer Splash',
    enabled: false,
    isFallback: false,
    archived: false,
    approved: false,
    formats: { [F1]: format(F1) },
    allVariantFormatIds: [F1],
    dynamicElements: {},
    signals: { userSegment: [], schedule: [] },
    statuses: { live: false, scheduled: false },
    revision: 1,
    ...extra,
  };
}

export const templates = {
  templates: [
    {
      templateId: TPL,
      name: '300x250-banner',
      size: '300x250',
      format: '300x250',
      kind: 'html',
      version: 1,
      generation: 1,
      previewUrl: `${UC}/__player.html`,
      dynamicFields: [
        { name: 'headline', type: 'text', optional: false, defaultValue: 'Summer tastes like Sparkle Zero' },
        { name: 'trigger', type: 'text', optional: false, defaultValue: 'left', possibleValues: ['left', 'right', 'none'] },
        { name: 'subheadline', type: 'text', defaultValue: '', optional: true },
      ],
    },
  ],
};

export function renderModal(element: ReactElement) {
  return render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
}

/** The open modal with this title. */
export async function findModal(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return within(heading.closest('.ant-modal') as HTMLElement);
}

export const bodiesOf = (calls: { method: string; path: string; body: unknown }[], method: string, path: string) => calls.filter((c) => c.method === method && c.path.split('?')[0] === path).map((c) => c.body);
