"""Key the reasons of rating changes stored before the keys existed: a reason whose
English text one of ratings.scoring.reasons.TEMPLATES gives gets that key and its
parameters (so it is shown in the reader's language); any other text (manual
adjustments, Chinese-checkers reasons) stays as it is and is shown as stored."""

from django.db import migrations


def key_old_reasons(apps, schema_editor):
    from ratings.scoring.reasons import parse

    RatingChange = apps.get_model("ratings", "RatingChange")
    batch = []
    for change in RatingChange.objects.filter(reason_key="").only("id", "reason").iterator(chunk_size=2000):
        found = parse(change.reason)
        if found is not None:
            change.reason_key, change.reason_params = found
            batch.append(change)
        if len(batch) >= 2000:
            RatingChange.objects.bulk_update(batch, ["reason_key", "reason_params"])
            batch = []
    if batch:
        RatingChange.objects.bulk_update(batch, ["reason_key", "reason_params"])


class Migration(migrations.Migration):
    dependencies = [("ratings", "0002_rating_reason_key")]
    operations = [migrations.RunPython(key_old_reasons, migrations.RunPython.noop)]
