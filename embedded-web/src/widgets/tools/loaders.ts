// The token helper widgets by name; registry.ts reaches them through this one chunk.

import type { ComponentType } from 'react';
import type { WidgetProps } from '../registry';

type Loader = () => Promise<{ default: ComponentType<WidgetProps> }>;

export const loaders: Record<string, Loader> = {
  OnedriveRequest: () => import('./onedrive/Request'),
  OnedriveCallback: () => import('./onedrive/Callback'),
  OnedriveWebdav: () => import('./onedrive/Webdav'),
  AliyundriveRequest: () => import('./aliyundrive/Request'),
  AliyundriveCallback: () => import('./aliyundrive/Callback'),
  BaiduCallback: () => import('./baidu/Callback'),
  DropboxRequest: () => import('./dropbox/Request'),
  DropboxCallback: () => import('./dropbox/Callback'),
  GoogleRequest: () => import('./google/Request'),
  GoogleCallback: () => import('./google/Callback'),
  GoogleAlbum: () => import('./google/Album'),
  Token115: () => import('./115/Token'),
  WopanToken: () => import('./wopan/Token'),
  YandexCallback: () => import('./yandex/Callback'),
};
