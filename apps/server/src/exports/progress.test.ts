import { describe, expect, it } from 'vitest';
import { createProgressBoard } from './progress';

describe('export progress', () => {
  it('sums the pages every file of an export has drawn, for the user who started it', () => {
    const board = createProgressBoard();
    const tracker = board.start('e1', 7, 5);
    expect(board.get('e1', 7)).toEqual({ done: 0, total: 5 });
    tracker.page(0, 1);
    tracker.page(1, 2);
    tracker.page(0, 1);
    expect(board.get('e1', 7)).toEqual({ done: 3, total: 5 });
    expect(board.get('e1', 8)).toBeUndefined();
    expect(board.get('e2', 7)).toBeUndefined();
  });

  it('forgets an export some time after it was last touched', () => {
    let now = 1_000;
    const board = createProgressBoard(60_000, () => now);
    board.start('e1', 1, 2).finish();
    now += 59_000;
    expect(board.get('e1', 1)).toEqual({ done: 0, total: 2 });
    now += 2_000;
    expect(board.get('e1', 1)).toBeUndefined();
  });
});
