import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { isMongoUrl } from '../mongo/mongo-connection.js';
import { DATA_KEY_STORE, type DataKeyStore } from './data-key-store.port.js';
import { MongoDataKeyStore } from './mongo-data-key-store.js';
import { PersonalDataVault } from './personal-data-vault.js';
import { SqliteDataKeyStore } from './sqlite-data-key-store.js';

/** Opens the key store READ_STORE_URL implies: MongoDB for mongodb://, else SQLite in DATA_DIR. */
async function openDataKeyStore(config: AppConfig): Promise<DataKeyStore> {
  return isMongoUrl(config.readStoreUrl)
    ? MongoDataKeyStore.connect(config.readStoreUrl)
    : new SqliteDataKeyStore(join(config.dataDir, 'personal-data-keys.db'));
}

/**
 * The personal-data vault for every context (identity seals emails, dates of birth and phone
 * numbers; finance seals tax ids). Inject `PersonalDataVault`.
 */
@Global()
@Module({
  providers: [
    { provide: DATA_KEY_STORE, inject: [APP_CONFIG], useFactory: openDataKeyStore },
    {
      provide: PersonalDataVault,
      inject: [DATA_KEY_STORE, APP_CONFIG, CLOCK],
      useFactory: (store: DataKeyStore, config: AppConfig, clock: Clock) =>
        new PersonalDataVault(store, config.dataKeySecret, clock),
    },
  ],
  exports: [PersonalDataVault],
})
export class PersonalDataModule implements OnApplicationShutdown {
  constructor(@Inject(DATA_KEY_STORE) private readonly store: DataKeyStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
