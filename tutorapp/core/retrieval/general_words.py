"""Everyday Hindi words of school questions with their English, for searching English books.

The glossary (``glossary_terms``) holds the subjects' technical terms; a question also says
who, when, first, grow, eat, connected, countries. Without them a Hindi question searched
English books with its technical terms alone ("printing" for "which countries developed
the earliest printing technology"), and MiniLM could not tell the passages of one chapter
apart. These words are used only to search (``glossary.search_gloss``): they say nothing
about which book a question is about, and the gate and the Hindi answers read the technical
terms alone. Verbs are listed in the infinitive (उगाना) and the forms a question uses
(उगाने matches as its stem); spelling variants are folded as in the glossary.
"""

GENERAL_WORDS = """
# people, places, time
लोग = people
व्यक्ति = person
मनुष्य = human
देश = country
देशों = countries
विश्व = world
दुनिया = world
भारत = india
गाँव = village
शहर = city
घर = house
परिवार = family
समय = time
वर्ष = year
साल = year
सदी = century
शताब्दी = century
दिन = day
रात = night
सप्ताह = week
महीना = month
पहले = before
बाद = after
आज = today
# quantities and comparisons
पहला = first
पहली = first
सबसे पहला = earliest
सबसे पहली = earliest
प्रथम = first
अंतिम = last
दूसरा = second
सबसे अधिक = most
सबसे ज़्यादा = most
सबसे कम = least
सबसे अच्छा = best
सबसे अच्छी = best
अच्छा = good
बुरा = bad
अधिक = more
ज़्यादा = more
कम = less
कमी = deficiency
बड़ा = large
छोटा = small
नया = new
पुराना = old
ऊँचा = high
नीचा = low
लंबा = long
तेज़ = fast
धीमा = slow
बराबर = equal
समान = same
भिन्न = different
कुल = total
संख्या = number
मात्रा = amount
भाग = part
# everyday things
पानी = water
हवा = air
भोजन = food
खाना = food eat
नमक = salt
दूध = milk
कपड़ा = cloth
कपड़े = clothes
रंग = colour
आवाज़ = sound
रोशनी = light
धूप = sunlight
सूर्य = sun
सूरज = sun
पृथ्वी = earth
आकाश = sky
पेड़ = tree
पौधा = plant
बीज = seed
पत्ती = leaf
जड़ = root
तना = stem
शरीर = body
हाथ = hand
आँख = eye
दिमाग = brain
खून = blood
बीमारी = disease
रोग = disease
दवा = medicine
किसान = farmer
खेत = field
मशीन = machine
कारखाना = factory
सरकार = government
पैसा = money
काम = work
नौकरी = job
मज़दूर = worker
कामगार = worker
कर्मचारी = employee
सुविधा = facility
सुविधाएँ = benefits
तकनीक = technology
किताब = book
# verbs (infinitive)
बनाना = make
बनाया = made
बनता = forms
बनती = forms
उगाना = grow
उगना = grow
बढ़ना = increase grow
घटना = decrease
पीना = drink
देखना = see
दिखना = appear
दिखाई = appear
सुनना = hear
बोलना = speak
कहना = say
कहा = said
लिखना = write
पढ़ना = read
छापना = print
जोड़ना = connect join
जुड़ना = connected
जुड़े = connected
निकालना = find
ज्ञात करना = find
मापना = measure
बदलना = change
रखना = keep
रोकना = prevent
बचाना = protect
बचना = avoid
चलाना = run operate
चलना = move
गिरना = fall
टूटना = break
फैलना = spread
मिलना = get
पाया जाना = found
पाई जाती = found
विकसित = developed
शुरू = began
आरंभ = began
खोज = discovery
खोजा = discovered
आविष्कार = invention
लगाना = fit use
लगाए = fitted
बताना = tell
समझाना = explain
काम करना = work
"""
