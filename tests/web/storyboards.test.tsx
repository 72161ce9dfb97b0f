import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConceptDto } from '@shared/contracts/concepts';
import type { StoryboardDto } from '@shared/contracts/storyboards';
import { emptyBrief } from '@shared/domain/concepts';
import { VideoPlayer } from '@web/features/storyboards';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const CID = 'cccccccccccccccccccccc01';
const IMAGE_ID = 'dddddddddddddddddddddd01';
const VIDEO_ID = 'dddddddddddddddddddddd02';

const concept = (status: ConceptDto['status']): ConceptDto => ({
  _id: CID,
  partnerId: PID,
  name: 'Summer Launch',
  status,
  brief: emptyBrief(),
  rejection: null,
  nodeIds: [],
  submittedBy: 'x',
  createdBy: 'x',
  campaigns: [],
  archived: false,
  createdAt: 1,
  updatedAt: 1,
});

function storyboard(id: string, name: string, kind: 'image' | 'video', sortIndex: number): StoryboardDto {
  return {
    _id: id,
    conceptId: CID,
    partnerId: PID,
    name,
    type: kind,
    sortIndex,
    latestVersion: 1,
    approved: false,
    versions: [
      {
        _id: `${id.slice(0, 22)}99`,
        version: 1,
        status: 'ready',
        message: null,
        assets: [{ _id: `${id.slice(0, 22)}77`, name: kind === 'image' ? 'frame.png' : 'spot.mp4', kind, mimeType: kind === 'image' ? 'image/png' : 'video/mp4', size: 10, width: 640, height: 360, durationMs: kind === 'video' ? 5000 : null, url: `/s3/${name}`, thumbnailUrl: `/s3/${name}-thumb.webp` }],
        approvals: [],
        createdBy: 'x',
        createdAt: 1,
      },
    ],
    createdBy: 'x',
    createdAt: 1,
    updatedAt: 1,
  };
}

function storyboardsServer(role: Parameters<typeof userWith>[0], status: ConceptDto['status'], list: StoryboardDto[]) {
  return signedInAs(userWith(role), {
    [`GET /api/concepts/${CID}`]: { body: concept(status) },
    [`GET /api/assets/concepts/${CID}/storyboards`]: () => ({ body: list }),
    [`PUT /api/assets/concepts/${CID}/storyboards`]: ({ body }) => {
      const order = body as { _id: string; sortIndex: number }[];
      return { body: order.map((o) => ({ ...list.find((s) => s._id === o._id)!, sortIndex: o.sortIndex })) };
    },
  });
}

const names = () => screen.getAllByTestId('storyboard-card').map((c) => within(c).getByText(/Key frames|Spot/).textContent);

describe('/concepts/:id/storyboards', () => {
  it('shows the index with thumbnails; reordering enables Save order, which sends every storyboard with its new sortIndex', async () => {
    const api = storyboardsServer('admin', 'StoryboardsInProgress', [storyboard(IMAGE_ID, 'Key frames', 'image', 0), storyboard(VIDEO_ID, 'Spot', 'video', 1)]);
    openApp(`/concepts/${CID}/storyboards`);
    await findHeading('Summer Launch');
    await screen.findByAltText('Key frames thumbnail');
    expect(screen.getByAltText('Spot thumbnail')).toHaveAttribute('src', '/s3/Spot-thumb.webp');
    expect(names()).toEqual(['Key frames', 'Spot']);
    const save = screen.getByRole('button', { name: 'Save order' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Move down' })[0]!);
    expect(names()).toEqual(['Spot', 'Key frames']);
    await userEvent.click(save);
    await screen.findByText('Order saved');
    const put = api.calls.find((c) => c.method === 'PUT' && c.path.startsWith(`/api/assets/concepts/${CID}/storyboards`))!;
    expect(put.body).toEqual([
      { _id: VIDEO_ID, sortIndex: 0 },
      { _id: IMAGE_ID, sortIndex: 1 },
    ]);
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New storyboard' })).toBeInTheDocument();
  });

  it('the keyboard moves a storyboard by its drag handle (Space, ArrowUp, Space), announces it, and Save order sends the new order', async () => {
    const api = storyboardsServer('selfServiceAdmin', 'StoryboardsInProgress', [storyboard(IMAGE_ID, 'Key frames', 'image', 0), storyboard(VIDEO_ID, 'Spot', 'video', 1)]);
    // jsdom lays nothing out: give each list item a 100 px tall box by its place in the list, so dnd-kit can measure.
    const box = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('[role="listitem"]');
      const top = item ? [...item.parentElement!.children].indexOf(item) * 100 : 0;
      return { x: 0, y: top, top, left: 0, width: 300, height: item ? 100 : 0, right: 300, bottom: top + (item ? 100 : 0), toJSON: () => ({}) } as DOMRect;
    });
    try {
      openApp(`/concepts/${CID}/storyboards`);
      await screen.findByAltText('Key frames thumbnail');
      const handle = within(screen.getByTestId(`sortable-${VIDEO_ID}`)).getByRole('button', { name: 'Drag to reorder' });
      expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
      handle.focus();
      await userEvent.keyboard(' ');
      // picked up: the live region follows it over its own place, then over the place above
      expect(await screen.findByText('Item 2 of 2 is over position 2 of 2.')).toBeInTheDocument();
      await userEvent.keyboard('{ArrowUp}');
      expect(await screen.findByText('Item 2 of 2 is over position 1 of 2.')).toBeInTheDocument();
      expect(names()).toEqual(['Key frames', 'Spot']);
      await userEvent.keyboard(' ');
      await waitFor(() => expect(names()).toEqual(['Spot', 'Key frames']));
      expect(screen.getByText('Item 2 of 2 was dropped at position 1 of 2.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
      await screen.findByText('Order saved');
      const put = api.calls.find((c) => c.method === 'PUT' && c.path.startsWith(`/api/assets/concepts/${CID}/storyboards`))!;
      expect(put.body).toEqual([
        { _id: VIDEO_ID, sortIndex: 0 },
        { _id: IMAGE_ID, sortIndex: 1 },
      ]);
    } finally {
      box.mockRestore();
    }
  });

  it("'Approve storyboards' with some not approved asks with their names, approves each of them, then says so; the concept follows", async () => {
    const list = [storyboard(IMAGE_ID, 'Key frames', 'image', 0), { ...storyboard(VIDEO_ID, 'Spot', 'video', 1), approved: true }, storyboard('dddddddddddddddddddddd03', 'End card', 'image', 2)];
    let status: ConceptDto['status'] = 'review';
    const api = storyboardsServer('manager', 'review', list);
    api.table[`GET /api/concepts/${CID}`] = () => ({ body: concept(status) });
    const approveOf = (id: string) => `POST /api/assets/concepts/${CID}/storyboards/${id}/approve`;
    api.table[approveOf(IMAGE_ID)] = () => ({ body: { storyboard: { ...list[0]!, approved: true }, conceptStatus: 'review' } });
    api.table[approveOf('dddddddddddddddddddddd03')] = () => ((status = 'templatesProgress'), { body: { storyboard: { ...list[2]!, approved: true }, conceptStatus: status } });
    openApp(`/concepts/${CID}/storyboards`);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve storyboards' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('2 of 3 storyboards are not approved yet:')).toBeInTheDocument();
    expect(within(dialog.getByRole('list', { name: 'Not approved storyboards' })).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Key frames', 'End card']);
    // nothing is sent before the user confirms
    const moves = () => api.calls.filter((c) => c.method !== 'GET' && (c.path.includes('/approve') || c.path.includes('/status')));
    expect(moves()).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve 2 storyboards and the concept' }));
    expect(await screen.findByTestId('approved-remaining')).toHaveTextContent('Approved the remaining storyboards: Key frames, End card.');
    // each remaining storyboard approved with its own call; the last one moved the concept, so no concept-level event follows
    expect(moves().map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual([approveOf(IMAGE_ID), approveOf('dddddddddddddddddddddd03')]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve storyboards' })).not.toBeInTheDocument());
  });

  it('a final approver in review sees approve buttons; a reviewer sees the frames and nothing to approve or upload', async () => {
    storyboardsServer('manager', 'review', [storyboard(IMAGE_ID, 'Key frames', 'image', 0)]);
    const first = openApp(`/concepts/${CID}/storyboards`);
    await screen.findByRole('button', { name: 'Approve version 1' });
    expect(screen.getByRole('button', { name: 'Approve storyboards' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New storyboard' })).not.toBeInTheDocument();
    first.unmount();

    storyboardsServer('reviewer', 'review', [storyboard(IMAGE_ID, 'Key frames', 'image', 0)]);
    openApp(`/concepts/${CID}/storyboards`);
    await screen.findByText('Frame 1: frame.png');
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move down' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).not.toBeInTheDocument();
  });

  it("a refused import says 'Storyboard file not imported' with the server's message", async () => {
    const api = storyboardsServer('admin', 'StoryboardsInProgress', []);
    api.table[`POST /api/assets/concepts/${CID}/storyboards/import`] = { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Invalid file format' } };
    openApp(`/concepts/${CID}/storyboards`);
    await screen.findByRole('button', { name: 'Import from file' });
    const input = document.querySelector<HTMLInputElement>('input[type=file][accept*=".pdf"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Storyboard file not imported')).toBeInTheDocument();
    expect(screen.getByText('Invalid file format')).toBeInTheDocument();
  });

  it('an empty concept says what to do', async () => {
    storyboardsServer('admin', 'StoryboardsInProgress', []);
    openApp(`/concepts/${CID}/storyboards`);
    expect(await screen.findByText(/No storyboards yet\. Upload frames with 'New storyboard', or import a PDF/)).toBeInTheDocument();
  });

  it('the tab bar links Overview, Storyboards and Templates in the mode the page was opened in', async () => {
    storyboardsServer('manager', 'review', []);
    openApp(`/concepts-only/${CID}/storyboards`);
    await findHeading('Summer Launch');
    expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', `/concepts-only/${CID}/templates`);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', `/concepts-only/${CID}`);
    expect(await screen.findByText('No storyboards yet. The design team uploads them here; you will be able to review them then.')).toBeInTheDocument();
  });
});

describe('VideoPlayer', () => {
  it('shows progress, duration and time code, exposes the time code, toggles mute and play, marks a key frame', async () => {
    const onTimeCode = vi.fn();
    render(<VideoPlayer src="/s3/spot.mp4" durationMs={5000} onTimeCode={onTimeCode} />);
    expect(screen.getByTestId('time-code')).toHaveTextContent('00:00.000 / 00:05.000');
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    Object.defineProperty(video, 'currentTime', { value: 1.5, writable: true, configurable: true });
    fireEvent.timeUpdate(video);
    expect(screen.getByTestId('time-code')).toHaveTextContent('00:01.500 / 00:05.000');
    await waitFor(() => expect(onTimeCode).toHaveBeenLastCalledWith(1500));
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    fireEvent.play(video);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent.pause(video);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set key frame' }));
    expect(screen.getByText('Key frame 00:01.500')).toBeInTheDocument();
  });
});

describe('/concepts/:id overview: lifecycle', () => {
  it('shows the last rejection and the buttons of the caller; a rejection asks for a reason and sends it', async () => {
    let current: ConceptDto = { ...concept('review'), rejection: { event: 'storyboardsRejected', reason: 'Frame 2 needs the can', userId: 'x', at: 1 } };
    const api = signedInAs(userWith('manager'), {
      [`GET /api/concepts/${CID}`]: () => ({ body: current }),
      [`PUT /api/concepts/${CID}/status`]: ({ body }) => {
        current = { ...current, status: 'StoryboardsInProgress', rejection: { event: 'storyboardsRejected', reason: (body as { reason: string }).reason, userId: 'x', at: 2 } };
        return { body: current };
      },
    });
    openApp(`/concepts/${CID}`);
    await findHeading('Summer Launch');
    expect(screen.getByText('Frame 2 needs the can')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject storyboards' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Logo too small');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject storyboards' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Logo too small'));
    const put = api.calls.find((c) => c.method === 'PUT' && c.path.startsWith(`/api/concepts/${CID}/status`))!;
    expect(put.body).toEqual({ event: 'storyboardsRejected', reason: 'Logo too small' });
    expect(await screen.findByText('Storyboards in progress')).toBeInTheDocument();
  });
});
