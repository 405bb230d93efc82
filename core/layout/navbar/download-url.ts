/** Where the mobile app is downloaded. TODO: move into RuntimeConfig.links once it has a field for it. */
export const MOBILE_DOWNLOAD_URL = 'https://app.atrium.example/download';
