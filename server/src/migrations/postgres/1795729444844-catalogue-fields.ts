import {MigrationInterface, QueryRunner} from "typeorm";

export class CatalogueFields1795729444844 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "product_custom_fields_related_product" ("productId_1" integer NOT NULL, "productId_2" integer NOT NULL, CONSTRAINT "PK_6bc72e09183735480f586555d91" PRIMARY KEY ("productId_1", "productId_2"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d96b05b864648c394fc37bb4df" ON "product_custom_fields_related_product" ("productId_1") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4aedd96486331bb3b9492103e2" ON "product_custom_fields_related_product" ("productId_2") `, undefined);
        await queryRunner.query(`ALTER TABLE "collection" ADD "customFieldsDrawing" character varying(255) DEFAULT 'chair'`, undefined);
        await queryRunner.query(`ALTER TABLE "collection" ADD "customFieldsColour" character varying(255) DEFAULT '#c89b6d'`, undefined);
        await queryRunner.query(`ALTER TABLE "product_option" ADD "customFieldsSwatch" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" ADD "customFieldsSummary" text`, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" ADD "customFieldsMaterials" text`, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" ADD "customFieldsCare" text`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsDrawing" character varying(255) DEFAULT 'chair'`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsWidthcm" integer DEFAULT '0'`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsDepthcm" integer DEFAULT '0'`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsHeightcm" integer DEFAULT '0'`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsSeatheightcm" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsFeaturedrank" integer DEFAULT '100'`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsAddedat" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "product_variant_price" ADD "customFieldsCompareatprice" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "product_variant" ADD "customFieldsLeadtimeweeks" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "product_custom_fields_related_product" ADD CONSTRAINT "FK_d96b05b864648c394fc37bb4df1" FOREIGN KEY ("productId_1") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE`, undefined);
        await queryRunner.query(`ALTER TABLE "product_custom_fields_related_product" ADD CONSTRAINT "FK_4aedd96486331bb3b9492103e20" FOREIGN KEY ("productId_2") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product_custom_fields_related_product" DROP CONSTRAINT "FK_4aedd96486331bb3b9492103e20"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_custom_fields_related_product" DROP CONSTRAINT "FK_d96b05b864648c394fc37bb4df1"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_variant" DROP COLUMN "customFieldsLeadtimeweeks"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_variant_price" DROP COLUMN "customFieldsCompareatprice"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsAddedat"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsFeaturedrank"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsSeatheightcm"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsHeightcm"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsDepthcm"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsWidthcm"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsDrawing"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" DROP COLUMN "customFieldsCare"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" DROP COLUMN "customFieldsMaterials"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" DROP COLUMN "customFieldsSummary"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_option" DROP COLUMN "customFieldsSwatch"`, undefined);
        await queryRunner.query(`ALTER TABLE "collection" DROP COLUMN "customFieldsColour"`, undefined);
        await queryRunner.query(`ALTER TABLE "collection" DROP COLUMN "customFieldsDrawing"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_4aedd96486331bb3b9492103e2"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_d96b05b864648c394fc37bb4df"`, undefined);
        await queryRunner.query(`DROP TABLE "product_custom_fields_related_product"`, undefined);
   }

}
