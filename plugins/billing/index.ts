import { definePlugin } from '@core/plugin';
import { billingManifest } from '@manifests/billing';

/**
 * The billing area. Its menus (账单管理, 退租管理) hang in park's 园区运营 and route to the
 * coming-soon page until its views land; a view it declares is found by parent code and code.
 */
export default definePlugin({ id: 'billing', manifest: billingManifest, views: {} });
