/** The TV mode's stage: a 1920×1080 screen, scaled to whatever screen shows it. */
export const TV_WIDTH = 1920;
export const TV_HEIGHT = 1080;
/** What the title and counts take at the top of the stage. */
export const TV_HEADER = 150;
const GAP = 16;
/** Tiles are about this much wider than high. */
const TILE_ASPECT = 1.5;

/** The grid that fills the stage's tile area with `count` tiles as large as possible. */
export function tvGrid(count: number): { columns: number; tileHeight: number } {
  const width = TV_WIDTH - 2 * GAP;
  const height = TV_HEIGHT - TV_HEADER - GAP;
  let best = { columns: 1, tileHeight: 0 };
  for (let columns = 1; columns <= Math.max(1, count); columns++) {
    const rows = Math.ceil(Math.max(1, count) / columns);
    const tileWidth = (width - (columns - 1) * GAP) / columns;
    const tileHeight = Math.min((height - (rows - 1) * GAP) / rows, tileWidth / TILE_ASPECT);
    if (tileHeight > best.tileHeight) best = { columns, tileHeight: Math.floor(tileHeight) };
  }
  return best;
}

/** How much the stage is scaled to fit a screen of this size. */
export function tvScale(screenWidth: number, screenHeight: number): number {
  return Math.min(screenWidth / TV_WIDTH, screenHeight / TV_HEIGHT);
}

export const TV_GAP = GAP;
