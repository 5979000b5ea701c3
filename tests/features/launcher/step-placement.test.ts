import { describe, expect, it } from 'vitest';
import { placeStep, type StepLayout } from '../../../src/features/launcher/tour/step-placement';

// A 360 x 740 phone, a 240 px dialog, a page three screens long.
const phone: StepLayout = {
  targetTop: 0,
  targetHeight: 100,
  dialogHeight: 240,
  viewportHeight: 740,
  scrollTop: 0,
  maxScrollTop: 1480,
  margin: 12,
};

/** Where the target and the dialog end up on screen, for what a user would see. */
function onScreen(layout: StepLayout) {
  const placed = placeStep(layout);
  const target = { top: layout.targetTop - placed.scrollTop };
  const dialog =
    placed.side === 'bottom'
      ? { top: layout.viewportHeight - layout.margin - layout.dialogHeight }
      : { top: layout.margin };
  return {
    ...placed,
    targetWhole: target.top >= 0 && target.top + layout.targetHeight <= layout.viewportHeight,
    overlap:
      target.top < dialog.top + layout.dialogHeight &&
      dialog.top < target.top + layout.targetHeight,
  };
}

describe('placing a tour step', () => {
  it('puts the dialog below a target near the top, without scrolling', () => {
    expect(placeStep({ ...phone, targetTop: 80 })).toEqual({ side: 'bottom', scrollTop: 0 });
  });

  it('puts the dialog above a target low on the screen, without scrolling', () => {
    expect(placeStep({ ...phone, targetTop: 600 })).toEqual({ side: 'top', scrollTop: 0 });
  });

  it('scrolls a target off the screen just far enough, and no further', () => {
    const placed = onScreen({ ...phone, targetTop: 1200 });
    expect(placed).toMatchObject({ targetWhole: true, overlap: false });
    // The least scrolling: the target lands against the dialog's edge, not at the top.
    expect(placed.scrollTop).toBe(1200 + 100 - (740 - 12));
  });

  it('scrolls back up to a target above the screen', () => {
    const placed = onScreen({ ...phone, targetTop: 200, scrollTop: 900 });
    expect(placed).toMatchObject({ side: 'bottom', scrollTop: 200 - 12 });
  });

  it('takes the top at the end of a page that cannot scroll further', () => {
    const placed = onScreen({ ...phone, targetTop: 2100, scrollTop: 1480 });
    expect(placed).toMatchObject({ side: 'top', scrollTop: 1480, overlap: false });
  });

  it.each([0, 80, 300, 500, 640, 1000, 1500, 2000, 2120])(
    'never covers a 100 px target at %i px, whatever the scroll',
    (targetTop) => {
      for (const scrollTop of [0, 700, 1480]) {
        expect(onScreen({ ...phone, targetTop, scrollTop })).toMatchObject({
          targetWhole: true,
          overlap: false,
        });
      }
    },
  );

  it('shows the top of a target taller than the room the dialog leaves', () => {
    const placed = placeStep({ ...phone, targetTop: 400, targetHeight: 900 });
    expect(placed).toEqual({ side: 'bottom', scrollTop: 400 - 12 });
  });

  it('never scrolls a page shorter than the window', () => {
    const short = { ...phone, maxScrollTop: 0 };
    expect(placeStep({ ...short, targetTop: 20 })).toEqual({ side: 'bottom', scrollTop: 0 });
    expect(placeStep({ ...short, targetTop: 620 })).toEqual({ side: 'top', scrollTop: 0 });
  });
});
