// The token helpers' texts, in the shape their components read. The texts themselves live in the one
// table (i18n/strings.json, keys `tools…`), chosen for the page's locale by the server and
// overridable with site.yaml `ui:` like every other string; templates take their value as `$1`.
// Field names that readers copy into a storage form (refresh_token, client_id …) stay literal in
// every language.

import type { Strings as Ui } from '../../i18n';
import { fill } from '../../lib/redirect';

/** The tools' strings out of the locale's UI strings. */
export function toolStrings(ui: Ui) {
  return {
    clientId: ui.toolsClientId,
    clientSecret: ui.toolsClientSecret,
    redirectUri: ui.toolsRedirectUri,
    refreshToken: ui.toolsRefreshToken,
    accessToken: ui.toolsAccessToken,
    zone: ui.toolsZone,
    required: (value: string) => fill(ui.toolsRequired, value),
    copy: ui.toolsCopy,
    copied: ui.toolsCopied,
    copyWhat: (value: string) => fill(ui.toolsCopyWhat, value),
    show: ui.toolsShow,
    hide: ui.toolsHide,
    createClient: ui.toolsCreateClient,
    newTab: ui.toolsNewTab,
    redirectHint: ui.toolsRedirectHint,
    working: ui.toolsWorking,
    tryAgain: ui.toolsTryAgain,
    startAgain: ui.toolsStartAgain,
    keepSecret: ui.toolsKeepSecret,
    missingCode: ui.toolsMissingCode,
    missingCodeText: ui.toolsMissingCodeText,
    missingState: ui.toolsMissingState,
    missingStateText: ui.toolsMissingStateText,
    providerError: (value: string) => fill(ui.toolsProviderError, value),
    networkError: (value: string) => fill(ui.toolsNetworkError, value),
    networkApiText: ui.toolsNetworkApiText,
    networkDirectText: ui.toolsNetworkDirectText,
    apiError: (value: string) => fill(ui.toolsApiError, value),
    formatError: (value: string) => fill(ui.toolsFormatError, value),
    noRefreshToken: ui.toolsNoRefreshToken,
    serviceApi: ui.toolsServiceApi,
    onedrive: {
      zones: {
        global: ui.toolsOnedriveZonesGlobal,
        cn: ui.toolsOnedriveZonesCn,
        de: ui.toolsOnedriveZonesDe,
        us: ui.toolsOnedriveZonesUs,
      },
      submit: ui.toolsGetRefreshToken,
      siteTitle: ui.toolsOnedriveSiteTitle,
      siteText: ui.toolsOnedriveSiteText,
      siteUrl: ui.toolsOnedriveSiteUrl,
      getSiteId: ui.toolsOnedriveGetSiteId,
      siteId: ui.toolsOnedriveSiteId,
    },
    webdav: {
      input: ui.toolsWebdavInput,
      examples: ui.toolsWebdavExamples,
      submit: ui.toolsWebdavSubmit,
      output: ui.toolsWebdavOutput,
      empty: ui.toolsWebdavEmpty,
      invalid: ui.toolsWebdavInvalid,
      short: ui.toolsWebdavShort,
    },
    aliyundrive: {
      ownClient: ui.toolsAliyundriveOwnClient,
      ownClientText: ui.toolsAliyundriveOwnClientText,
      login: ui.toolsAliyundriveLogin,
      loginNeedsOwn: ui.toolsAliyundriveLoginNeedsOwn,
      qr: ui.toolsAliyundriveQr,
      qrAlt: ui.toolsAliyundriveQrAlt,
      qrHint: ui.toolsAliyundriveQrHint,
      scanned: ui.toolsScanned,
      status: {
        WaitLogin: ui.toolsAliyundriveStatusWaitLogin,
        ScanSuccess: ui.toolsAliyundriveStatusScanSuccess,
        QRCodeExpired: ui.toolsAliyundriveStatusQRCodeExpired,
        other: (value: string) => fill(ui.toolsAliyundriveStatusOther, value),
      },
      newQr: ui.toolsAliyundriveNewQr,
    },
    baidu: {
      note: ui.toolsBaiduNote,
    },
    dropbox: {
      appKey: ui.toolsDropboxAppKey,
      appSecret: ui.toolsDropboxAppSecret,
      createApp: ui.toolsDropboxCreateApp,
      submit: ui.toolsGetRefreshToken,
    },
    google: {
      clientType: ui.toolsGoogleClientType,
      ownClient: ui.toolsGoogleOwnClient,
      ownClientText: ui.toolsGoogleOwnClientText,
      desktopClient: ui.toolsGoogleDesktopClient,
      desktopText: ui.toolsGoogleDesktopText,
      submit: ui.toolsGoogleSubmit,
      noRefreshText: ui.toolsGoogleNoRefreshText,
      albums: ui.toolsGoogleAlbums,
    },
    album: {
      byAccess: ui.toolsAlbumByAccess,
      byRefresh: ui.toolsAlbumByRefresh,
      mode: ui.toolsAlbumMode,
      fetch: ui.toolsAlbumFetch,
      title: ui.toolsAlbumTitle,
      id: ui.toolsAlbumId,
      caption: ui.toolsAlbumCaption,
      none: ui.toolsAlbumNone,
    },
    p115: {
      appId: ui.toolsP115AppId,
      appIdHint: ui.toolsP115AppIdHint,
      qr: ui.toolsP115Qr,
      qrAlt: ui.toolsP115QrAlt,
      qrHint: ui.toolsP115QrHint,
      scanned: ui.toolsScanned,
      newQr: ui.toolsP115NewQr,
    },
    wopan: {
      phone: ui.toolsWopanPhone,
      password: ui.toolsWopanPassword,
      sendCode: ui.toolsWopanSendCode,
      codeSent: ui.toolsWopanCodeSent,
      code: ui.toolsWopanCode,
      submit: ui.toolsWopanSubmit,
    },
    yandex: {
      needClient: ui.toolsYandexNeedClient,
      needClientText: ui.toolsYandexNeedClientText,
      exchange: ui.toolsGetRefreshToken,
      start: ui.toolsYandexStart,
      startText: ui.toolsYandexStartText,
    },
  };
}

export type Strings = ReturnType<typeof toolStrings>;
