import type { Locator, Page } from '@playwright/test';

/** A room's tile on the floor plan, found by its name (it begins with the room's number). */
export const tile = (page: Page, number: string): Locator =>
  page.getByRole('grid').getByRole('gridcell', { name: new RegExp(`^${number} `) });
