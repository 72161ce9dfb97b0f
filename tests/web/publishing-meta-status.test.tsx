/** A creative's Meta publishing state in the Publish dialog: the upload status, the Meta video status and its tooltip, the warnings. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetaPublishStatus } from '@web/features/publishing/components/meta-publish-status';

describe('Meta publishing status', () => {
  it('shows Published, and the Buy Now warning beside it', () => {
    const { rerender } = render(<MetaPublishStatus creative={{ status: 'Published' }} />);
    expect(screen.getByText('Published')).toBeInTheDocument();
    rerender(<MetaPublishStatus creative={{ status: 'Published', message: "The 'Buy Now' call to action is not supported by Meta: replace it with 'Shop now'" }} />);
    expect(screen.getByLabelText("The 'Buy Now' call to action is not supported by Meta: replace it with 'Shop now'")).toBeInTheDocument();
  });

  it("names Meta's video status while it processes, with the tooltip asking to wait", () => {
    render(<MetaPublishStatus creative={{ status: 'In-Queue', message: 'Some variation videos are still uploading (Vertical video: Processing)' }} />);
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByLabelText('Please wait until Vertical video will be processed by Meta')).toBeInTheDocument();
  });

  it('shows a failed video upload as an error with the red icon asking for a new upload, and other errors with their message', () => {
    const { rerender } = render(<MetaPublishStatus creative={{ status: 'Error', message: 'Meta video upload failed (Square video: URL failed)' }} />);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Square video uploading and processing failed, please upload the video again')).toBeInTheDocument();
    rerender(<MetaPublishStatus creative={{ status: 'Error', message: 'Meta page id is not defined for the variation' }} />);
    expect(screen.getByLabelText('Meta page id is not defined for the variation')).toBeInTheDocument();
  });
});
