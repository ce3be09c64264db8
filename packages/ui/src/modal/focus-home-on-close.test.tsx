// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FOCUS_HOME_ATTRIBUTE, MODAL_SURFACE_ATTRIBUTE, useFocusHomeOnClose } from './focus-home-on-close';

function ClosingModal() {
  useFocusHomeOnClose();
  return null;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** A page (its focus home with a first tab), maybe another modal still open, and a modal that closes. */
function Page({ isOpen, isOtherModalOpen }: { isOpen: boolean; isOtherModalOpen: boolean }) {
  return (
    <>
      <div {...{ [FOCUS_HOME_ATTRIBUTE]: '' }}>
        <button type="button">Taotlused</button>
      </div>
      {isOtherModalOpen && (
        <div {...{ [MODAL_SURFACE_ATTRIBUTE]: '' }}>
          <button type="button">Saada testimisse</button>
        </div>
      )}
      {isOpen && <ClosingModal />}
    </>
  );
}

describe('useFocusHomeOnClose', () => {
  afterEach(cleanup);

  it('gives a focus left on the body to the page’s first control once the modal has closed', async () => {
    // The modal opens on a page already there, and closes.
    const { rerender } = render(<Page isOpen={false} isOtherModalOpen={false} />);
    rerender(<Page isOpen isOtherModalOpen={false} />);
    rerender(<Page isOpen={false} isOtherModalOpen={false} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Taotlused' })));
  });

  it('leaves the focus alone while another modal is still open (a confirmation over it closed)', async () => {
    const { rerender } = render(<Page isOpen={false} isOtherModalOpen />);
    rerender(<Page isOpen isOtherModalOpen />);
    rerender(<Page isOpen={false} isOtherModalOpen />);
    // The hook looks two frames after the close: a third, and nothing has moved the focus out of the modal.
    await act(async () => {
      for (let frame = 0; frame < 3; frame++) await nextFrame();
    });
    expect(document.activeElement).toBe(document.body);
  });
});
