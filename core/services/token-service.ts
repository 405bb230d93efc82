import { makeAutoObservable } from 'mobx';
import { token } from '../di/token';
import { StorageKeys, type StorageService } from './storage-service';

/** The session token, kept in local storage (spec §4 "Token"); observable so the guard reacts to it. */
export const TokenService = token<TokenService>('core.TokenService');
export interface TokenService {
  readonly token: string | undefined;
  set(token: string): void;
  clear(): void;
}

export class StoredTokenService implements TokenService {
  token: string | undefined;

  constructor(private readonly storage: StorageService) {
    this.token = storage.local.get<string>(StorageKeys.token);
    makeAutoObservable<StoredTokenService, 'storage'>(this, { storage: false });
  }

  set(token: string): void {
    this.token = token;
    this.storage.local.set(StorageKeys.token, token);
  }

  clear(): void {
    this.token = undefined;
    this.storage.local.remove(StorageKeys.token);
  }
}
