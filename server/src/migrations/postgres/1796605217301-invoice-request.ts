import {MigrationInterface, QueryRunner} from "typeorm";

export class InvoiceRequest1796605217301 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsInvoicekind" character varying(255) DEFAULT 'none'`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsInvoicetitle" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsInvoicetaxnumber" character varying(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsInvoicetaxnumber"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsInvoicetitle"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsInvoicekind"`, undefined);
   }

}
