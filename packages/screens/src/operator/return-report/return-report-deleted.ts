/** The notice the return list is opened with after a delete ("Tagastusaruande kustutamine õnnestus."). */
export const RETURN_REPORT_DELETED = 'return-report-deleted';
