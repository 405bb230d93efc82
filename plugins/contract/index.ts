import { definePlugin } from '@core/plugin';
import { contractManifest } from '@manifests/contract';

/**
 * The contract area: 合同管理 and 园区合同 (hung in park's 园区运营) route to the coming-soon page
 * until its views land.
 */
export default definePlugin({ id: 'contract', manifest: contractManifest, views: {} });
