import {MigrationInterface, QueryRunner} from "typeorm";

export class AddressDistrict1796607297489 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_d87215343c3a3a67e6a0b7f3ea"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_dc34d382b493ade1f70e834c4d"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_address" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "fullName" varchar NOT NULL DEFAULT (''), "company" varchar NOT NULL DEFAULT (''), "streetLine1" varchar NOT NULL, "streetLine2" varchar NOT NULL DEFAULT (''), "city" varchar NOT NULL DEFAULT (''), "province" varchar NOT NULL DEFAULT (''), "postalCode" varchar NOT NULL DEFAULT (''), "phoneNumber" varchar NOT NULL DEFAULT (''), "defaultShippingAddress" boolean NOT NULL DEFAULT (0), "defaultBillingAddress" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer, "countryId" integer, "customFieldsDistrict" varchar(255), CONSTRAINT "FK_d87215343c3a3a67e6a0b7f3ea9" FOREIGN KEY ("countryId") REFERENCES "region" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION, CONSTRAINT "FK_dc34d382b493ade1f70e834c4d3" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_address"("createdAt", "updatedAt", "fullName", "company", "streetLine1", "streetLine2", "city", "province", "postalCode", "phoneNumber", "defaultShippingAddress", "defaultBillingAddress", "id", "customerId", "countryId") SELECT "createdAt", "updatedAt", "fullName", "company", "streetLine1", "streetLine2", "city", "province", "postalCode", "phoneNumber", "defaultShippingAddress", "defaultBillingAddress", "id", "customerId", "countryId" FROM "address"`, undefined);
        await queryRunner.query(`DROP TABLE "address"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_address" RENAME TO "address"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d87215343c3a3a67e6a0b7f3ea" ON "address" ("countryId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_dc34d382b493ade1f70e834c4d" ON "address" ("customerId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_dc34d382b493ade1f70e834c4d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d87215343c3a3a67e6a0b7f3ea"`, undefined);
        await queryRunner.query(`ALTER TABLE "address" RENAME TO "temporary_address"`, undefined);
        await queryRunner.query(`CREATE TABLE "address" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "fullName" varchar NOT NULL DEFAULT (''), "company" varchar NOT NULL DEFAULT (''), "streetLine1" varchar NOT NULL, "streetLine2" varchar NOT NULL DEFAULT (''), "city" varchar NOT NULL DEFAULT (''), "province" varchar NOT NULL DEFAULT (''), "postalCode" varchar NOT NULL DEFAULT (''), "phoneNumber" varchar NOT NULL DEFAULT (''), "defaultShippingAddress" boolean NOT NULL DEFAULT (0), "defaultBillingAddress" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer, "countryId" integer, CONSTRAINT "FK_d87215343c3a3a67e6a0b7f3ea9" FOREIGN KEY ("countryId") REFERENCES "region" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION, CONSTRAINT "FK_dc34d382b493ade1f70e834c4d3" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "address"("createdAt", "updatedAt", "fullName", "company", "streetLine1", "streetLine2", "city", "province", "postalCode", "phoneNumber", "defaultShippingAddress", "defaultBillingAddress", "id", "customerId", "countryId") SELECT "createdAt", "updatedAt", "fullName", "company", "streetLine1", "streetLine2", "city", "province", "postalCode", "phoneNumber", "defaultShippingAddress", "defaultBillingAddress", "id", "customerId", "countryId" FROM "temporary_address"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_address"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_dc34d382b493ade1f70e834c4d" ON "address" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d87215343c3a3a67e6a0b7f3ea" ON "address" ("countryId") `, undefined);
   }

}
