/**
 * The application centre's public API: the only file of `server/areas/market/` that code outside the
 * area may import. The applications a member holds and the catalogue itself are the platform's
 * (`server/domain/applications.ts`); the market offers its editions (settings' 应用管理 installs one).
 */
export { type Edition, findEdition } from './applications/market';
export { listFavoriteApplications, listRecentApplications } from './applications/workbench';
